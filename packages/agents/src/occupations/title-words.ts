import { functionWords } from '../resume/function-words';
import { withoutAccents } from '../text/without-accents';

// What a posting or a resume adds to a job's title that names no occupation: the genders it is open to
// ("(w/m/d)", "(h/f)", "(all genders)"), its workload ("80-100%"), its level ("Senior", "Sr.", "II"), whether it
// is training for the occupation ("Lernende/-r", "Apprenti-e", "Estagiário de", "Trainee") and the qualification
// it asks ("EFZ", "HF", "Dipl."): the occupation is the same.
// Only the letters genders are written with ("w/m/d", "h/f", "m/f/x", "w/m/div"): "(AI/ML)" and "(QA/QC)" are the job's.
const genderGroup =
  /\(\s*(?:(?:[mwfdhxv]|div)\s*[/|,]\s*)+(?:[mwfdhxv]|div)\s*\)|\b(?:[mwfdhxv]\s*\/\s*){1,3}[mwfdhxv]\b|\(\s*(?:all genders|alle geschlechter|gn|genderneutral|tous genres)\s*\)/giu;
// Both genders in one word: German ("Mitarbeiter/-in", "Expert:in", "Lagerist*in", "LageristIn", "Kauffrau/-mann",
// "Oberärztin:arzt", "Wissenschaftliche/r"), French ("Conseiller/ère", "Apprenti-e"), Spanish and Portuguese
// ("Abogado/a"), Polish ("Kierownik/-czka"): one form is read.
const adjectiveEnding = /(?<=\p{L}{3}e)(?:\*|:|_|\/-?)r\b/gu;
// Written small, as languages write the other form's ending: "Windows/OS" is no Spanish plural.
const otherForm = /(?<=\p{Ll}{2})(?:\*|:|_|\/-?)(?:in|innen|ère|ere|euse|rice|trice|e|a|o|as|os|ka|czka|frau|mann|arzt|ärztin)\b/gu;
const camelForm = /(?<=\p{Ll}{3})In(?:nen)?\b/gu;
const hyphenForm = /(?<=\p{Ll}{2})-e\b/gu;
const workload = /\b\d{1,3}\s*(?:[-–]\s*\d{1,3}\s*)?%/gu;
// The terms of the job, in the eight languages: how long, how much, from where.
const terms =
  /\b(?:full|part)[- ]?time\b|\bper diem\b|\b(?:temporary|hourly|seasonal|freelance|remote|befristet|unbefristet|vollzeit|teilzeit|cdi|cdd|interim|intérim|tempo (?:pieno|parziale)|tiempo (?:completo|parcial)|meio período|tempo integral)\b/giu;
const possessive = /(?<=\p{L})['’]s\b/gu;
const levelWords = new Set([
  ...['senior', 'sr', 'junior', 'jr', 'principal', 'staff', 'ii', 'iii', 'iv'],
  // Training for the occupation, in the eight languages.
  ...['apprentice', 'trainee', 'intern', 'internship', 'lernende', 'lernender', 'lehrling', 'auszubildende', 'auszubildender', 'azubi'],
  ...['ausbildung', 'lehrstelle', 'praktikant', 'praktikantin', 'praktikum', 'hochschulpraktikant', 'werkstudent', 'werkstudentin'],
  ...['apprenti', 'apprentie', 'stagiaire', 'stagista', 'tirocinante', 'tirocinio', 'estagiario', 'estagiaria', 'estagio', 'becario'],
  ...['becaria', 'pasante', 'stagiair', 'praktykant', 'praktykantka', 'stazysta', 'stazystka'],
  // Qualifications a title asks (Swiss vocational and higher education, a diploma).
  ...['efz', 'eba', 'cfc', 'afp', 'hf', 'fh', 'nds', 'dipl', 'eidg'],
]);
// Where an English or Dutch title's head ends: the word before its first preposition ("head of marketing").
const prepositions = new Set(['of', 'for', 'in', 'at', 'with', 'on', 'to', 'from', 'by', 'van', 'voor', 'bij', 'met', 'op', 'aan']);

/** The title with the genders it is open to and its words written for both genders read as one form ("Sachbearbeiter/-in (w/m/d)" → "Sachbearbeiter"). */
export function withoutGenderForms(title: string): string {
  return title
    .normalize('NFKC')
    .replace(genderGroup, ' ')
    .replace(adjectiveEnding, 'r')
    .replace(otherForm, '')
    .replace(camelForm, '')
    .replace(hyphenForm, '');
}

// A German feminine title word and its masculine form are one title ("Sachbearbeiterin", "Kauffrau", "Ärztin").
const feminineEnding = /(?<=\p{L}{3}(?:er|eur|ist|ent|ant|or|iker|loge|ot|arzt))in$/u;

/** A German title word in one gender's form: the feminine read as the masculine ("sachbearbeiterin" → "sachbearbeiter", "kauffrau" → "kaufmann"). */
export function oneGenderWord(word: string): string {
  if (word.length > 6 && word.endsWith('frau')) return `${word.slice(0, -4)}mann`;
  if (word.endsWith('ärztin')) return `${word.slice(0, -6)}arzt`;
  return word.replace(feminineEnding, '');
}

/** The title as matched: the gender marks, workload and level taken off, original case kept. */
export function titleCore(title: string): string {
  return withoutGenderForms(title).replace(workload, ' ').replace(terms, ' ').replace(possessive, '').replace(/\s+/g, ' ').trim();
}

/**
 * The words of a title that may name its occupation: folded (no accents, lower case), no function words, no level.
 * A word in capitals is an abbreviation, never a function word ("IT", "HR", "O&G").
 */
export function titleWords(title: string): string[] {
  return readWords(title)
    .filter((word) => !word.function)
    .map((word) => word.text);
}

/**
 * The head of a title, the word that names what the person is, by the two orders the eight languages write
 * titles in: last before any preposition in English and Dutch ("Teacher's Assistant", "head of marketing"), first
 * in French, Spanish, Portuguese and Italian ("chef de projet", "técnico de manutenção"). German and Polish put a
 * field before or after it ("Leiter Finanzen", "Projektleiter"): they have no head here.
 */
export function titleHeads(title: string): { last?: string; first?: string } {
  const words = readWords(title);
  const cut = words.findIndex((word, at) => at > 0 && word.function && prepositions.has(word.text));
  const content = words.filter((word) => !word.function);
  const beforeCut = (cut === -1 ? words : words.slice(0, cut)).filter((word) => !word.function);
  return { last: beforeCut.at(-1)?.text, first: content[0]?.text };
}

/** Which of a title's heads its language writes titles by; undefined for German and Polish. */
export function headIn(heads: { last?: string; first?: string }, language: string): string | undefined {
  if (language === 'de' || language === 'pl') return undefined;
  return language === 'en' || language === 'nl' ? heads.last : heads.first;
}

/** The head of a source's title as its language writes titles; undefined for German and Polish. */
export function headOf(title: string, language: string): string | undefined {
  return headIn(titleHeads(title), language);
}

type Word = { text: string; function: boolean };

function readWords(title: string): Word[] {
  const words = withoutAccents(titleCore(title)).match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? [];
  const read: Word[] = [];
  for (const word of words) {
    const folded = word.toLowerCase();
    if (levelWords.has(folded)) continue;
    read.push({ text: wordStem(folded), function: functionWords.has(folded) && word !== word.toUpperCase() });
  }
  return read;
}

// English plurals ("Registered Nurses", "engineers") meet their singular; "business", "sales" and short words stay.
function wordStem(word: string): string {
  return word.length > 4 && word.endsWith('s') && !/(?:ss|us|is|sales)$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * A title's parts: the whole, and each piece a comma, dash, bar, slash or "&" sets apart ("Software Engineer, Payments",
 * "Pet Groomer & Salon Trainer").
 */
export function titlePieces(title: string): string[] {
  const pieces = title
    .split(/\n/)
    .flatMap((line) => titleCore(line).split(/\s*[,|•·–—&]\s*|\s+[-/]\s+|\s*\/\s*(?=\p{Lu})/u))
    .filter((piece) => /\p{L}/u.test(piece));
  const core = titleCore(title);
  return pieces.length > 1 ? [core, ...pieces] : [core];
}
