/** The languages resumes are read in; each country's name in them comes from CLDR through Intl.DisplayNames. */
const locales = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl'];
// Short forms resumes write that CLDR does not name ("USA", "U.S.", "UK", "UAE").
const shortForms = ['USA', 'U.S.A.', 'US', 'U.S.', 'UK', 'U.K.', 'UAE', 'KSA', 'Deutschland', 'Brasil'];

/** Every country and territory CLDR names, in every language read, and the short forms resumes write. */
function countryNameSet(): Set<string> {
  const names = new Set(shortForms);
  for (const locale of locales) {
    const display = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
    for (let first = 65; first <= 90; first++)
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = display.of(code);
        // Codes CLDR names that are no country ("EU", "UN", "EZ" the eurozone, "QO" outlying Oceania) are left out.
        if (name && !['EU', 'UN', 'EZ', 'QO', 'ZZ'].includes(code)) names.add(name);
      }
  }
  return names;
}

export const countryNames: ReadonlySet<string> = countryNameSet();
