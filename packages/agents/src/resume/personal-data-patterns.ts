import { labels, personalKey, type PersonalDataKind } from './personal-data-labels';

// The patterns personal data is found by: its labels, and a birth date written without one.

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: string[]) =>
  [...new Set(words.map(personalKey))]
    .sort((left, right) => right.length - left.length)
    .map((word) => escape(word).replace(/ /g, '\\s+'))
    .join('|');
export const edge = String.raw`(?<![\p{L}\p{N}])`;
// Not "Nationality-based": a label is a word of its own.
export const after = String.raw`(?![\p{L}\p{N}]|-\p{L})`;
const colon = String.raw`(?:\s*\([^)]{0,20}\))?\s*[:：]`;
export const colonNext = new RegExp(`^${colon}`, 'u');
const kinds = Object.keys(labels) as PersonalDataKind[];
export const labelPatterns = kinds.map((kind) => ({
  kind,
  strong: new RegExp(`${edge}(?:${alternatives(labels[kind].strong)})${after}`, 'gu'),
  weak: new RegExp(`${edge}(?:${alternatives(labels[kind].weak)})(?=${colon})`, 'gu'),
  // A form's label in a table's cell, its value in the next ("Adres · Kerkstraat 1"): counted where personal data is expected.
  weakCell: new RegExp(`${edge}(?:${alternatives(labels[kind].weak)})(?=\\s+·\\s)`, 'gu'),
}));
// Where one part of a line ends and the next begins: "Berlin · Geburtsdatum: 12.03.1990 | deutsch".
export const separator = /\s[|·•▪]\s|;\s|\t|\s{3,}/u;
export const afterSeparator = /(?:\s[|·•▪]|;|\t|\s{3})\s*$/u;

/** A label alone on its line, the value on the next one (a two-column table read row by row); a weak label only with its colon. */
export const labelOnly = new RegExp(
  `^[\\s\\-–—*•·▪►>]*(?:(?:${alternatives(kinds.flatMap((kind) => labels[kind].strong))})(?:\\s*[:：])?|(?:${alternatives(
    kinds.flatMap((kind) => labels[kind].weak),
  )})${colon})\\s*$`,
  'u',
);

// "geb. 12.03.1990", "born 4 May 1990 in Leeds", "né le 12 mars 1990", "nacida el 3 de mayo de 1991", "nato a Roma il 1/2/1990":
// the words that say born, then a date close after them.
const bornWords = [
  'geb\\.',
  'geboren',
  'born',
  'nee?\\s*(?:\\(e\\))?\\s+(?:le|a)(?!\\p{L})',
  'nacid[oa]\\s+(?:el|en)',
  'nascid[oa]\\s+(?:em|a)',
  'nat[oa]\\s+(?:il|a)',
  'geboren\\s+(?:op|te|am|in)',
  'urodzon[ya]',
  'ur\\.',
];
const year = String.raw`(?<!\d)(?:19|20)\d{2}(?!\d)`;
// "12.03.1990", "4 May 1990", "3 de mayo de 1991", "May 4, 1990".
const fullDate = [
  String.raw`(?<!\d)\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?(?:${year}|\d{2}(?!\d))`,
  String.raw`(?<!\d)\d{1,2}(?:\.|er|st|nd|rd|th)?\s+(?:de\s+)?\p{L}{3,}\.?\s+(?:de\s+)?${year}`,
  String.raw`\p{L}{3,}\.?\s+\d{1,2},?\s+${year}`,
  // "1980-03-23"
  String.raw`${year}-\d{2}-\d{2}`,
].join('|');
export const bornPhrase = new RegExp(
  `${edge}(?:${bornWords.join('|')})(?:\\s*(?:(?:in|en|em|im|w|nel|on|am|le|el|il|op)\\s+)?${year}|[^\\n]{0,30}?(?:${fullDate}))`,
  'gu',
);
export const dateAhead = new RegExp(`^[^\\n]{0,40}?(?:${fullDate}|${year})`, 'u');
/** A day's date and nothing else ("04.06.1969", "24. Mai 1981"): beside an address, or alone at the top, a birth date. */
export const dateAlone = new RegExp(`^\\s*(?:${fullDate})\\s*\\.?\\s*$`, 'u');
/** "geb. in Köln", "geboren te Utrecht", "nacida en Sevilla", "nascido em Recife", "urodzony w Krakowie": where one was born. */
export const bornPlacePhrase = new RegExp(
  `${edge}(?:(?:geb\\.|geboren)\\s+(?:in|te)|nacid[oa]\\s+en|nascid[oa]\\s+em|urodzon[ya]\\s+w)\\s+\\p{L}[\\p{L}'’.-]*(?:\\s*\\([^)]{0,20}\\))?`,
  'gu',
);
/** "… in Köln", "… à Lyon", "… (NW)": the place after a birth date. */
export const birthPlace = /^(?:\s*,?\s*(?:in|a|en|em|w|zu|te|aus)\s+\p{L}[\p{L}'’.-]*(?:\s+\p{L}{1,3}\b)?)?(?:\s*\([^)]{0,20}\))?/u;
/** "* 12.03.1990 in Köln": the German CV's star for born. */
export const bornStar = /^\s*\*\s*\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)\d{2}/u;

const genderValues =
  'male|female|m|f|man|woman|mannlich|weiblich|divers|masculine|feminine|masculin|feminin|masculino|masculina|femenino|femenina|feminino|maschile|femminile|maschio|femmina|vrouw|mezczyzna|kobieta|homme|femme|hombre|mujer|mulher|other|non-binary';
const religionValues =
  'hindu|hinduism|muslim|islam|christian|christianity|catholic|roman catholic|protestant|sikh|sikhism|buddhist|buddhism|jain|jainism|jewish|judaism|parsi|atheist|orthodox|katholisch|evangelisch|romisch-katholisch|catolico|catolica|cattolico|cattolica|evangelico|evangelica|katolicka|katolik';
const ageWords = String.raw`(?:\s*(?:years?|yrs\.?|jahre|anos|ans|anni|jaar|lat)(?:\s+(?:old|alt|oud))?)?`;
/**
 * A label with a value that shows what it is, no colon needed: "GENDER (M/F) FEMALE", "Sex Male", "Religion · Hindu", "Age 24",
 * written at the start of a line or of one of its parts; "Aadhaar 1234 5678 9012", "PAN ABCDE1234F" anywhere.
 */
export const valuedLabels: { kind: PersonalDataKind; pattern: RegExp; anywhere: boolean }[] = [
  {
    kind: 'personal',
    pattern: new RegExp(
      `${edge}(?:gender|sex|sexe|sexo|genero|sesso|geslacht|plec|geschlecht)(?:\\s*\\([^)]{0,10}\\))?\\s*[:\\-–·]?\\s*(?:${genderValues})${after}`,
      'gu',
    ),
    anywhere: false,
  },
  {
    kind: 'personal',
    pattern: new RegExp(
      `${edge}(?:religion|religione|religiao|religie|religia|wyznanie|konfession)\\s*[:\\-–·]?\\s*(?:${religionValues.replace(/ /g, '\\s+')})${after}`,
      'gu',
    ),
    anywhere: false,
  },
  {
    kind: 'birth',
    pattern: new RegExp(`${edge}(?:age|alter|edad|idade|eta|leeftijd|wiek)\\s*[:\\-–·]?\\s*\\d{2}${ageWords}(?![\\p{L}\\p{N}+/%–-])`, 'gu'),
    anywhere: false,
  },
  {
    kind: 'id',
    pattern: new RegExp(
      `${edge}(?:aadhaa?r(?:\\s+card)?(?:\\s+(?:no\\.?|number))?|pan(?:\\s+card)?(?:\\s+(?:no\\.?|number))?)\\s*[:\\-–#.]?\\s*(?:\\d{4}\\s?\\d{4}\\s?\\d{4}|[a-z]{5}\\d{4}[a-z])(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    anywhere: true,
  },
];
