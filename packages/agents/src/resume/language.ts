import { francAll } from 'franc';

/** The languages Seeker writes summaries and letters in, each with its phrases (summary-phrases.ts, letter-phrases.ts). */
export const writingLanguages = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl'] as const;
export type WritingLanguage = (typeof writingLanguages)[number];

/** What a text was found to be written in: one of the eight, or 'unknown' (too little prose, or another language). */
export type DetectedLanguage = WritingLanguage | 'unknown';

/**
 * The languages a confirmed resume's dates are written in (structure/confirmed-to-parsed.ts names a current
 * role's end, "Present", in these five only). When it names it in Italian, Dutch and Polish too, this
 * becomes WritingLanguage.
 */
export type Language = Exclude<WritingLanguage, 'it' | 'nl' | 'pl'>;

/** Each language's name, as an LLM is told to write in it. */
export const languageNames: Record<WritingLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
};

// franc names languages by ISO 639-3 code.
const fromFranc: Record<string, WritingLanguage> = {
  eng: 'en',
  spa: 'es',
  deu: 'de',
  fra: 'fr',
  por: 'pt',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
};

// Fewer words than this say too little to tell a language by (a title, a list of tools): 'unknown'.
const minimumWords = 20;
// Up to this many words a text is short, and one of the eight must lead the next of them clearly.
const shortText = 60;
const shortLead = 0.02;
// A close relative of one of the eight (Galician by Portuguese, Afrikaans by Dutch) may score a hair
// above it on a long text that is the eight's own; a clearer lead is another language.
const relativeMargin = 0.005;
// franc reads 2,048 characters: a long text is sampled at four places, not only its first page (a
// quotation, a contact block).
const sampleLength = 2048;
const samples = 4;

/**
 * The language a resume or a posting is written in, by franc's trigram profiles of 187 languages
 * (decision 0045): one of the eight Seeker writes, or 'unknown' when the text has too little prose to
 * tell, or is written in another language (Swedish, Catalan, Czech…). It never guesses one of the eight
 * for a text that is not.
 */
export function detectLanguage(text: string): DetectedLanguage {
  const words = proseWords(text);
  if (words.length < minimumWords) return 'unknown';
  const ranked = francAll(sampleOf(words));
  const [top] = ranked;
  if (!top || top[0] === 'und') return 'unknown';
  const ours = ranked.filter(([code]) => fromFranc[code]);
  const [best, next] = ours;
  if (!best) return 'unknown';
  if (best !== top && best[1] < top[1] - relativeMargin) return 'unknown';
  if (words.length < shortText && next && best[1] - next[1] < shortLead) return 'unknown';
  return fromFranc[best[0]]!;
}

/**
 * The language a summary and a letter are written in: the one the person picked; else the posting's,
 * when Seeker writes it; else the resume's; else English. Never a language that is neither the
 * posting's nor the resume's, unless picked.
 */
export function writingLanguage(posting: DetectedLanguage, resume: DetectedLanguage, picked?: WritingLanguage): WritingLanguage {
  if (picked) return picked;
  if (isWritten(posting)) return posting;
  if (isWritten(resume)) return resume;
  return 'en';
}

function isWritten(language: DetectedLanguage): language is WritingLanguage {
  return (writingLanguages as readonly string[]).includes(language);
}

/**
 * The words of a text that are words: no addresses, links, numbers, dates, markup or encoded data. Split
 * on spaces first, so a hostile run of 60,000 letters costs one pass.
 */
function proseWords(text: string): string[] {
  const words: string[] = [];
  // A posting's markup ("<p>Wir suchen…") is no word, and the word after it is.
  for (const token of text
    .slice(0, 100_000)
    .replace(/<[^<>]{0,200}>/g, ' ')
    .split(/\s+/)) {
    if (token.length > 40 || /[@/\\_=<>{}|\d]/.test(token)) continue;
    for (const word of token.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []) if (word.length <= 24) words.push(word);
  }
  return words;
}

/** The words as one text franc reads whole: all of them, or four stretches spread over the text. */
function sampleOf(words: readonly string[]): string {
  const all = words.join(' ');
  if (all.length <= sampleLength) return all;
  const size = Math.floor(sampleLength / samples);
  const parts: string[] = [];
  for (let index = 0; index < samples; index++) {
    const at = Math.floor(((all.length - size) * index) / (samples - 1));
    const start = at === 0 ? 0 : all.indexOf(' ', at) + 1;
    parts.push(all.slice(start, start + size).replace(/\s\S*$/u, ''));
  }
  return parts.join(' ');
}

/** The language a confirmed resume's dates are written in ("Present", month names): the resume's own where the structure names them, else English. */
export function datesLanguage(text: string): Language {
  const language = detectLanguage(text);
  return language === 'unknown' || language === 'it' || language === 'nl' || language === 'pl' ? 'en' : language;
}
