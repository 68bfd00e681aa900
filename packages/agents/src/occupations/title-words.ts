import { functionWords } from '../resume/function-words';
import { withoutAccents } from '../text/without-accents';

// What a posting or a resume adds to a job's title that names no occupation: the genders it is open to
// ("(w/m/d)", "(h/f)", "(all genders)"), its workload ("80-100%"), its level ("Senior", "Sr.", "II").
const genderGroup =
  /\(\s*(?:[a-z]{1,2}\s*[/|,]\s*)+[a-z]{1,2}\s*\)|\b(?:[mwfdhxv]\s*\/\s*){1,3}[mwfdhxv]\b|\(\s*(?:all genders|alle geschlechter|gn|genderneutral|tous genres)\s*\)/giu;
// German writes both genders in one word ("Mitarbeiter/-in", "Expert:in", "Lagerist*in", "LageristIn",
// "Wissenschaftliche/r", "Beauftragte:r", "Kauffrau/-mann", "Pflegefachfrau:mann"): one form is read.
const genderSuffix = /(?<=\p{L}{3})(?:\*|:|_|\/-?)in(?:nen)?\b|(?<=\p{Ll}{3})In(?:nen)?\b/gu;
const adjectiveEnding = /(?<=\p{L}{3}e)(?:\*|:|_|\/-?)r\b/gu;
const otherCompoundGender = /(?<=\p{L}(?:frau|mann))(?:\*|:|_|\/-?)(?:mann|frau)\b/giu;
const workload = /\b\d{1,3}\s*(?:[-–]\s*\d{1,3}\s*)?%/gu;
const levelWords = new Set(['senior', 'sr', 'junior', 'jr', 'principal', 'staff', 'ii', 'iii', 'iv']);

/** The title as matched: the gender marks, workload and level taken off, original case kept. */
export function titleCore(title: string): string {
  return title
    .normalize('NFKC')
    .replace(genderGroup, ' ')
    .replace(genderSuffix, '')
    .replace(adjectiveEnding, 'r')
    .replace(otherCompoundGender, '')
    .replace(workload, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of a title that may name its occupation: folded (no accents, lower case), no function words, no level.
 * A word in capitals is an abbreviation, never a function word ("IT", "HR", "O&G").
 */
export function titleWords(title: string): string[] {
  const words = withoutAccents(titleCore(title)).match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? [];
  const kept: string[] = [];
  for (const word of words) {
    const folded = word.toLowerCase();
    if (levelWords.has(folded) || (functionWords.has(folded) && word !== word.toUpperCase())) continue;
    kept.push(wordStem(folded));
  }
  return kept;
}

// English plurals ("Registered Nurses", "engineers") meet their singular; "business", "sales" and short words stay.
function wordStem(word: string): string {
  return word.length > 4 && word.endsWith('s') && !/(?:ss|us|is|sales)$/.test(word) ? word.slice(0, -1) : word;
}

/** A title's parts: the whole, and each piece a comma, dash, bar or slash sets apart ("Software Engineer, Payments"). */
export function titlePieces(title: string): string[] {
  const pieces = title
    .split(/\n/)
    .flatMap((line) => titleCore(line).split(/\s*[,|•·–—]\s*|\s+[-/]\s+|\s*\/\s*(?=\p{Lu})/u))
    .filter((piece) => /\p{L}/u.test(piece));
  const core = titleCore(title);
  return pieces.length > 1 ? [core, ...pieces] : [core];
}
