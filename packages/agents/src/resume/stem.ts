// A light English stemmer for matching a posting's words with a resume's: "managed", "manages",
// "managing" and "management" are one stem, as are "nurse" / "nursing", "sale" / "sales". Not Porter:
// it strips only the inflections that change how the same word is written, and keeps short words whole.
const suffixes = [
  'ational',
  'ations',
  'ation',
  'ating',
  'ated',
  'ates',
  'ate',
  'ments',
  'ment',
  'ities',
  'ity',
  'ings',
  'ing',
  'ies',
  'ied',
  'ed',
  'es',
  's',
];

export function stem(word: string): string {
  let value = word.toLowerCase();
  if (value.length <= 3 || /[^a-z]/.test(value)) return value;
  for (const suffix of suffixes) {
    if (!value.endsWith(suffix) || value.length - suffix.length < 3) continue;
    // "process", "status", "analysis": an "s" that is not a plural.
    if (suffix === 's' && /(ss|us|is)$/.test(value)) break;
    value = value.slice(0, -suffix.length);
    if (suffix === 'ies' || suffix === 'ied' || suffix === 'ities') value += suffix === 'ities' ? '' : 'y';
    break;
  }
  // "planned" → "plann" → "plan": a doubled final consonant left by -ed/-ing.
  if (/([b-df-hj-np-tv-z])\1$/.test(value) && !/(ll|ss|zz)$/.test(value)) value = value.slice(0, -1);
  // "manage" / "managed": a final silent e is dropped so both meet at "manag".
  if (value.length > 3 && value.endsWith('e')) value = value.slice(0, -1);
  return value;
}
