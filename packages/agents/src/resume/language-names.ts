import { withoutAccents } from '../text/without-accents';

// Spoken languages' names as resumes write them, in the languages Seeker reads: from CLDR through Intl.DisplayNames
// (Node's ICU), not a hand list. The languages named are ISO 639-1's most spoken and most taught.
const languageCodes = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'da',
  'sv',
  'no',
  'nb',
  'fi',
  'is',
  'tr',
  'ru',
  'uk',
  'be',
  'cs',
  'sk',
  'sl',
  'hr',
  'sr',
  'bs',
  'bg',
  'mk',
  'ro',
  'hu',
  'el',
  'sq',
  'lt',
  'lv',
  'et',
  'ga',
  'cy',
  'eu',
  'ca',
  'gl',
  'mt',
  'lb',
  'ar',
  'he',
  'fa',
  'ur',
  'hi',
  'bn',
  'pa',
  'gu',
  'mr',
  'ta',
  'te',
  'kn',
  'ml',
  'si',
  'ne',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'ms',
  'tl',
  'fil',
  'sw',
  'am',
  'ha',
  'yo',
  'ig',
  'zu',
  'xh',
  'af',
  'so',
  'ps',
  'ku',
  'hy',
  'ka',
  'az',
  'kk',
  'uz',
  'mn',
  'la',
  'eo',
  'sgn',
  'ase',
  'bfi',
  'gsg',
  'fsl',
];
const displayLocales = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'da', 'sv', 'tr'];

const key = (text: string) => withoutAccents(text).toLowerCase().replace(/ł/g, 'l').trim();

let names: Set<string> | undefined;
function languageNames(): Set<string> {
  if (names) return names;
  names = new Set();
  for (const locale of displayLocales) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const code of languageCodes) {
      const name = display.of(code);
      if (name) names.add(key(name));
    }
  }
  return names;
}

/** Whether the text names a spoken or signed language ("Inglés", "Englisch", "angielski", "British Sign Language"). */
export function isLanguageName(text: string): boolean {
  return languageNames().has(key(text));
}

// How well a language is spoken: the CEFR's levels, and the words people write for them.
const cefr = /\b[ABC][12](?:[.+]\d?)?\b|\bC2\b/;
const levelWords = new RegExp(
  `^(?:${[
    'native',
    'native speaker',
    'mother tongue',
    'bilingual',
    'fluent',
    'proficient',
    'advanced',
    'intermediate',
    'upper intermediate',
    'basic',
    'beginner',
    'elementary',
    'conversational',
    'muttersprache',
    'fliessend',
    'fließend',
    'verhandlungssicher',
    'gut',
    'sehr gut',
    'grundkenntnisse',
    'langue maternelle',
    'maternelle',
    'courant',
    'bilingue',
    'intermediaire',
    'notions',
    'nativo',
    'nativa',
    'lengua materna',
    'avanzado',
    'intermedio',
    'basico',
    'fluido',
    'lingua materna',
    'madrelingua',
    'avancado',
    'moedertaal',
    'vloeiend',
    'zeer vlot',
    'vlot',
    'goed',
    'gemiddeld',
    'bovengemiddeld',
    'basis',
    'ojczysty',
    'biegly',
    'zaawansowany',
    'sredniozaawansowany',
    'podstawowy',
    'komunikatywny',
  ].join('|')})$`,
  'i',
);

/** Whether the text only says how well something is known ("B2", "Fluent", "Intermedio (A2)", "zeer vlot"). */
export function isLevel(text: string): boolean {
  const plain = key(text)
    .replace(/[()[\]:–—-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return false;
  const withoutCefr = plain.replace(new RegExp(cefr.source, 'gi'), '').trim();
  return cefr.test(text) ? withoutCefr === '' || levelWords.test(withoutCefr) : levelWords.test(plain);
}
