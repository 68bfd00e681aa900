import { fold } from './personal-data-labels';
import { after, edge, escape } from './personal-data-patterns';

// A street address found by its shape, without a label: a street word and a house number, a postcode and a town.

// Street words: a word of its own before or after the street's name, or (German, Dutch) the end of one word.
const streetWordsBefore = [
  'rue',
  'avenue',
  'av',
  'avda',
  'boulevard',
  'bd',
  'chemin',
  'allee',
  'impasse',
  'quai',
  'calle',
  'c/',
  'avenida',
  'plaza',
  'paseo',
  'camino',
  'carrera',
  'ronda',
  'travesia',
  'rua',
  'travessa',
  'largo',
  'praca',
  'estrada',
  'alameda',
  'via',
  'viale',
  'piazza',
  'piazzale',
  'corso',
  'vicolo',
  'ul',
  'ulica',
  'al',
  'aleja',
  'os',
  'osiedle',
  'plac',
];
const streetWordsAfter = [
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'lane',
  'ln',
  'drive',
  'dr',
  'boulevard',
  'blvd',
  'court',
  'ct',
  'way',
  'terrace',
  'crescent',
  'close',
  'place',
  'square',
  'circle',
];
const streetEndings = [
  'strasse',
  'str',
  'weg',
  'gasse',
  'platz',
  'allee',
  'damm',
  'ring',
  'chaussee',
  'ufer',
  'straat',
  'laan',
  'gracht',
  'kade',
  'plein',
  'singel',
  'dreef',
  'dijk',
];
// A house number, never a year: "12", "4a", "24C/8", "1/29", "329ª".
const houseNumber = String.raw`(?!(?:19|20)\d{2}(?!\d))\d{1,4}(?:\s?[a-zª])?(?:\s?[-/]\s?\d{1,4}(?:\s?[a-z])?)?(?![\p{N}])`;
const streetName = String.raw`\p{L}[\p{L}'’.\s-]{1,40}?`;
const street = [
  // "Musterstraße 12", "Kerkstraat 4a", "Hauptstr. 5": the ending of a word, then the number.
  String.raw`${edge}[\p{L}-]*(?:${streetEndings.join('|')})\.?\s+${houseNumber}`,
  // "rue de la Paix 12", "Calle Mayor 5", "ul. Długa 3/5": the street word, its name, the number…
  String.raw`${edge}(?:${streetWordsBefore.map(escape).join('|')})\.?\s+${streetName},?\s*${houseNumber}`,
  // … or the number first: "12, rue de la Paix", "5 Avenida da Liberdade".
  String.raw`${edge}${houseNumber},?\s+(?:${streetWordsBefore.map(escape).join('|')})\.?\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}`,
  // "221B Baker Street", "12 Main St."
  String.raw`${edge}${houseNumber}\s+${streetName}\s(?:${streetWordsAfter.join('|')})\.?${after}`,
]
  .map((pattern) => `(?:${pattern})`)
  .join('|');
// One word of a town ("Berlin", "Jagst/Mistlau"), a second only where the line or its part ends ("Morada Nova").
const town = String.raw`\p{L}[\p{L}'’.\/-]*(?:\s\p{L}[\p{L}'’.\/-]*(?=\s*(?:$|[,;|·•(])))?(?:,\s*\p{L}[\p{L}.-]*(?=\s*(?:$|[,;|·•])))?`;
// A postcode and its town: "10115 Berlin", "75002 Paris", "1012 AB Amsterdam", "00-950 Warszawa", "1100-053 Lisboa",
// "8001 Zürich"; or a postcode written last: "SW1A 1AA", "IL 62701", "cep 30666-470".
const postcodeTown = [
  String.raw`(?<!\d)(?:\d{5}|\d{4}\s?[a-z]{2}(?![\p{L}])|\d{4}|\d{2}-\d{3}|\d{4}-\d{3}),?\s+${town}`,
  String.raw`${edge}[a-z]{1,2}\d[a-z\d]?\s\d[a-z]{2}${after}`,
  String.raw`${edge}[a-z]{2}\s\d{5}(?:-\d{4})?(?!\d)`,
  String.raw`(?<!\d)\d{5}-\d{3}(?!\d)`,
].join('|');
export const streetAndTown = new RegExp(`(?:${street})[^\\n]{0,60}?(?:${postcodeTown})`, 'gu');
const streetAlone = new RegExp(`^\\s*(?:${street})\\s*,?\\s*$`, 'u');
export const postcodeAhead = new RegExp(`^[^\\n]{0,100}?(?:${postcodeTown})`, 'u');
/**
 * A line that is only a postcode and its town, as written (the town capitalised): "10115 Berlin",
 * "75002 Paris, France", "00-950 Warszawa", "1100-053 Lisboa". Not "2018 BA Economics", nor "12000 employees".
 */
const postcodeTownAlone =
  /^\s*(?:\d{5}|\d{2}-\d{3}|\d{4}-\d{3}),?\s+\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]*){0,3}(?:,\s*\p{Lu}[\p{L}\s.-]{1,30})?\s*$/u;

/**
 * A line that is only a street and its number, or (at the top of the resume, where the owner's address is)
 * only a postcode and its town; below it "31000 TOULOUSE" is where a school or an employer is, and stays.
 */
export const isAddressLine = (line: string, atTop: boolean) =>
  line.length <= 120 && (streetAlone.test(fold(line).key) || (atTop && postcodeTownAlone.test(line)));
