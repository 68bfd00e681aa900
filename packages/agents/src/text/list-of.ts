const formats = new Map<string, Intl.ListFormat>();

/** The platform's list format for a language (a BCP 47 tag: "en", "es-ES"), made once. */
function listFormat(locale: string): Intl.ListFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    formats.set(locale, format);
  }
  return format;
}

/** "a", "a and b", "a, b, and c" as the language writes a list ("a, b y c", "a e inglés", "a, b und c"). */
export function listOf(items: readonly string[], locale: string): string {
  return listFormat(locale).format(items);
}

/** The words a list in this language is joined with ("and"; in Spanish "y", and "e" before an i sound): never a claim. */
export function listWords(locale: string): string {
  const samples = [
    ['a', 'b', 'c'],
    ['a', 'inglés'],
    ['a', 'historia'],
  ];
  const words = samples.flatMap((items) =>
    listFormat(locale)
      .formatToParts(items)
      .filter((part) => part.type === 'literal')
      .flatMap((part) => part.value.match(/\p{L}+/gu) ?? []),
  );
  return [...new Set(words)].join(' ');
}
