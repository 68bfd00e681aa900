import { dateAlone } from './personal-data-patterns';

// Personal data written without its label, as the value alone: what a form's second column holds when its labels were read apart.

// "verheiratet", "casado", "single": a marital status (not "Marie", a name, nor "engaged", a verb).
const maritalValues = new Set(
  [
    'married|unmarried|single|divorced|widowed|widow|widower',
    'ledig|verheiratet|geschieden|verwitwet',
    'celibataire|mariee|divorcee|pacse|pacsee',
    'casado|casada|soltero|soltera|solteiro|solteira|divorciado|divorciada|viudo|viuda|viuvo|viuva',
    'sposato|sposata|celibe|nubile|coniugato|coniugata',
    'ongehuwd|gehuwd|getrouwd',
    'kawaler|panna|zonaty|zamezna|rozwiedziony|rozwiedziona',
  ].flatMap((language) => language.split('|')),
);
// "48 anos", "22 ans", "26 years old", "32 Jahre alt", "20 jaar oud": an age.
const age = /^\d{2}\s*(?:years?\s+old|yrs\.?\s+old|jahre\s+alt|anos(?:\s+de\s+idade)?|anos|ans|anni|jaar\s+oud|lat)$/u;
// A day's date of a year long enough ago to be a birth ("04.06.1969"), not the CV's own date ("1 maart 2017").
const birthDate = (part: string) => {
  if (!dateAlone.test(part)) return false;
  const year = /(?<!\d)(?:19|20)\d{2}(?!\d)/.exec(part)?.[0];
  return year === undefined || Number(year) <= new Date().getFullYear() - 14;
};

/**
 * The kind of personal data a line states as a value alone, read as the key (lower case, accents off): a day's date, a
 * marital status, an age, or a list of them with a word or two beside ("Brasileiro, casado, 48 anos"); null otherwise.
 * For the lines at the top of a resume, where such values stand; below it "Single" or a date may be anything.
 */
export function personalValueKind(key: string): 'birth' | 'marital' | null {
  const parts = key
    .replace(/[.;]\s*$/, '')
    .split(/\s*[,;]\s*|\s+[|·•]\s+/u)
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 4) return null;
  const kinds = parts.map((part) => (birthDate(part) || age.test(part) ? 'birth' : maritalValues.has(part) ? 'marital' : null));
  const stated = kinds.filter((kind) => kind !== null);
  // Beside a stated value, a word of its own ("Brasileiro", "deutsch") is a nationality; alone it may be anything.
  const words = parts.filter((part, index) => kinds[index] === null && /^\p{L}[\p{L}-]*$/u.test(part));
  if (stated.length === 0 || stated.length + words.length < parts.length || words.length > stated.length) return null;
  return stated[0]!;
}
