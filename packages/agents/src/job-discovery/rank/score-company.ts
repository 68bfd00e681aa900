import { phraseTerms } from '../../text/tokenize';

// Words that name the form or trade of a company rather than which company it is: "Stripe, Inc.",
// "Acme Technologies GmbH", "Booking.com" and "Stripe", "Acme", "Booking" are the same employers.
const genericWords = new Set([
  'the',
  'inc',
  'llc',
  'llp',
  'ltd',
  'limited',
  'gmbh',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  'ag',
  'bv',
  'nv',
  'srl',
  'sas',
  'pty',
  'oy',
  'ab',
  'kg',
  'se',
  'technologies',
  'technology',
  'tech',
  'labs',
  'lab',
  'group',
  'holdings',
  'systems',
  'software',
  'solutions',
  'platforms',
  'global',
  'international',
  'hq',
  'digital',
  'studios',
  '.com',
  '.io',
  '.ai',
]);

export type CompanyPreference = { company: string; key: string };

export function compileCompanies(companies: readonly string[]): CompanyPreference[] {
  return companies.map((company) => ({ company, key: companyKey(company) })).filter((preference) => preference.key !== '');
}

/**
 * The preferred company a posting's company is, by name: equal once case, punctuation, spacing and generic
 * words are set aside ("Open AI" is "OpenAI", "Stripe, Inc." is "Stripe"). A shared first word alone is not
 * enough: "Meta" is not "Meta Materials".
 */
export function matchCompany(company: string, preferences: readonly CompanyPreference[]): string | null {
  if (preferences.length === 0) return null;
  const key = companyKey(company);
  if (key === '') return null;
  return preferences.find((preference) => preference.key === key)?.company ?? null;
}

export function companyKey(name: string): string {
  const terms = phraseTerms(name).map((term) => term.normalize('NFKD').replace(/\p{M}/gu, ''));
  const distinctive = terms.filter((term) => !genericWords.has(term));
  // A company called only generic words ("The Software Company") is known by all of them.
  return (distinctive.length > 0 ? distinctive : terms).join('').replace(/^\./, '');
}
