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
  'grove',
  'gardens',
  'mews',
  'parade',
  'highway',
  'hwy',
  'parkway',
  'pkwy',
  'wharf',
  'quay',
];
// The words of a street named by a number ("Calle 45", "Cra. 7", "Av. 68"), the house's after "#" or "No.".
const numberedStreetWords = [
  'calle',
  'cl',
  'cll',
  'carrera',
  'cra',
  'kr',
  'kra',
  'avenida',
  'av',
  'avda',
  'diagonal',
  'dg',
  'transversal',
  'tv',
  'circular',
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
// A house number, never a year: "12", "4a", "24C/8", "1/29", "329ª"; after "n°", "no.", "nr." or "#" where written ("N°100").
const houseNumber = String.raw`(?!(?:19|20)\d{2}(?!\d))\d{1,4}(?:\s?[a-zª])?(?:\s?[-/]\s?\d{1,4}(?:\s?[a-z])?)?(?![\p{N}])`;
const numberMark = String.raw`(?:(?:n[°º.]?|no\.?|nr\.?|num\.?|#)\s*)?`;
const streetName = String.raw`\p{L}[\p{L}'’.\s-]{1,40}?`;
const before = `(?:${streetWordsBefore.map(escape).join('|')})`;
const street = [
  // "Musterstraße 12", "Kerkstraat 4a", "Hauptstr. 5": the ending of a word, then the number.
  String.raw`${edge}[\p{L}-]*(?:${streetEndings.join('|')})\.?\s+${houseNumber}`,
  // "rue de la Paix 12", "Calle Mayor 5", "ul. Długa 3/5", "Rua Augusta - 100", "Av: Paulista N°100": the street word, its name, the number…
  String.raw`${edge}${before}[.:]?\s+${streetName}(?:,|\s[-–])?\s*${numberMark}${houseNumber}`,
  // … or the number first: "12, rue de la Paix", "5 Avenida da Liberdade", "N° 79 Bd Hassan II".
  String.raw`${edge}${numberMark}${houseNumber},?\s+${before}\.?\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}`,
  // "221B Baker Street", "12 Main St."
  String.raw`${edge}${houseNumber}\s+${streetName}\s(?:${streetWordsAfter.join('|')})\.?${after}`,
  // Streets named by numbers, the house after "#" or "No.": "Calle 45 #12-34", "Cra. 7 No. 45-10", "Av. 68 N° 22-15".
  String.raw`${edge}(?:${numberedStreetWords.join('|')})\.?\s*\d{1,3}\s?[a-z]?(?:\s?bis)?(?:\s(?:sur|norte|este|oeste))?\s*(?:#|no\.?|n[°º.])\s*\d{1,3}\s?[a-z]?(?:\s?-\s?\d{1,3}[a-z]?)?(?![\p{N}])`,
]
  .map((pattern) => `(?:${pattern})`)
  .join('|');
// One word of a town ("Berlin", "Jagst/Mistlau"), more only where the line or its part ends ("Morada Nova", "Edo de Méx."),
// and its province's code ("Verona (VR)").
const town = String.raw`\p{L}[\p{L}'’.\/-]*(?:(?:\s\p{L}[\p{L}'’.\/-]*){1,3}(?=\s*(?:$|[,;|·•(])))?(?:,\s*\p{L}[\p{L}.-]*(?=\s*(?:$|[,;|·•])))?(?:\s*\(\p{L}{1,4}\))?`;
// A postcode and its town: "10115 Berlin", "75002 Paris", "1012 AB Amsterdam", "00-950 Warszawa", "1100-053 Lisboa",
// "8001 Zürich", "37135 - Verona"; or a postcode written last: "SW1A 1AA", "IL 62701", "cep 30666-470".
const postcodeTown = [
  String.raw`(?<!\d)(?:\d{5}|\d{4}\s?[a-z]{2}(?![\p{L}])|\d{4}|\d{2}-\d{3}|\d{4}-\d{3}),?\s+${town}`,
  // A dash before the town only after a postcode that is no year: "37135 - Verona", not "2014 - obecnie".
  String.raw`(?<!\d)(?:\d{5}|\d{2}-\d{3}|\d{4}-\d{3})\s[-–]\s+${town}`,
  String.raw`${edge}[a-z]{1,2}\d[a-z\d]?\s\d[a-z]{2}${after}`,
  String.raw`${edge}[a-z]{2}\s\d{5}(?:-\d{4})?(?!\d)`,
  String.raw`(?<!\d)\d{5}-\d{3}(?!\d)`,
].join('|');
// A name and its house number after "#", a street only where a postcode and a town follow: "Tepozanes #148, …, 54190 Tlalnepantla".
const signedStreet = String.raw`${edge}\p{L}[\p{L}'’.-]*(?:\s\p{L}[\p{L}'’.-]*){0,3}\s#\s?\d{1,5}[a-z]?(?:\s?-\s?\d{1,4})?(?!\d)`;
export const streetAndTown = new RegExp(`(?:${street})[^\\n]{0,60}?(?:${postcodeTown})`, 'gu');
/** streetAndTown with the house after "#", tried only on a line with a "#" in it (it may start at any word). */
export const signedStreetAndTown = new RegExp(`${signedStreet}[^\\n]{0,60}?(?:${postcodeTown})`, 'gu');
// A street, then where it is, a part or two with few words and no year: "Calle 45 #12-34, Barrio Chapinero, Bogotá",
// "Rua Augusta - 995.", "Av. Paulista, 1000 - Bela Vista".
const place = String.raw`(?:\s*(?:,|\s[-–])\s*(?!.*(?<!\d)(?:19|20)\d{2}(?!\d))[\p{L}\p{N}][\p{L}\p{N}'’.°ºª/-]*(?:\s[\p{L}\p{N}'’.°ºª/-]+){0,3})`;
const streetAlone = new RegExp(`^\\s*(?:${street})${place}{0,4}\\s*[,.]?\\s*$`, 'u');
export const postcodeAhead = new RegExp(`^[^\\n]{0,100}?(?:${postcodeTown})`, 'u');
/**
 * A street in the middle of a line, with no postcode after it ("ul. Sobieskiego 6/14 październik 2014", a second column
 * read into the line): only after a word that names nothing but a street, and with a flat's number or the part's end after
 * the house's ("via email with 20 clients", "Support via phone 24/7" are no streets).
 */
const streetInLineWords = [
  'ul',
  'ulica',
  'calle',
  'c/',
  'rua',
  'rue',
  'avenida',
  'avda',
  'carrera',
  'cra',
  'viale',
  'piazza',
  'travessa',
  'praca',
  'aleja',
];
export const streetInLine = new RegExp(
  [
    String.raw`${edge}(?:${streetInLineWords.map(escape).join('|')})\.?\s+${streetName},?\s*${numberMark}\d{1,4}[a-z]?\s?\/\s?\d{1,4}[a-z]?(?!\p{N})`,
    String.raw`${edge}(?:(?:${streetInLineWords.map(escape).join('|')})\.?\s+${streetName},?\s*|[\p{L}-]*(?:strasse|str|straat)\.?\s+)${numberMark}${houseNumber}(?=\s*(?:$|[,;|·•(]|\s[-–—]\s))`,
  ].join('|'),
  'gu',
);
/** A postcode after its label, anywhere: "CEP: 30666-470", "PLZ 10115", "Pin Code - 452001", "zip 62701". */
export const labelledPostcode = new RegExp(
  String.raw`${edge}(?:(?:cep|c\.e\.p\.?|cap|c\.a\.p\.|c\.p\.|codigo\s+postal|pin\s?code|pin|zip\s?code|zip)\s*[:\-–#.]?\s*(?:\d{5}-?\d{3}|\d{2}-\d{3}|\d{6}|\d{5})|(?:plz|postcode|post\s+code|postal\s+code|code\s+postal|kod\s+pocztowy|zip)\s*[:\-–#.]?\s*(?:\d{5}|\d{2}-\d{3}|\d{4}(?:\s?[a-z]{2}(?!\p{L}))?))(?!\p{N})`,
  'gu',
);
/** A post-office box: "P.O. Box 1234", "BP 12687", "Postfach 10 01", "Caixa Postal 88", "Apartado 120". */
export const postBox = new RegExp(
  String.raw`${edge}(?:(?:p\.?\s?o\.?\s?box|post\s?box|postfach|apartado(?:\s+postal)?|caixa\s+postal|casella\s+postale|skrytka\s+pocztowa|b\.\s?p\.)\s*[:#.]?\s*\d{1,6}(?:\s\d{2})?|bp\s+(?!(?:19|20)\d{2}(?!\d))\d{3,6})(?!\p{N})`,
  'gu',
);
/**
 * A line that is only a postcode and its town, as written (the town capitalised): "10115 Berlin",
 * "75002 Paris, France", "00-950 Warszawa", "1100-053 Lisboa". Not "2018 BA Economics", nor "12000 employees".
 */
const postcodeTownAlone =
  /^\s*(?:\d{5}|\d{2}-\d{3}|\d{4}-\d{3}),?\s+\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]*){0,3}(?:,\s*\p{Lu}[\p{L}\s.-]{1,30})?\s*$/u;
/** A British postcode alone ("WA9 1RU"), or a town with an Indian PIN ("Indore (M.P.) India-452001"). */
const postcodeOnly = /^\s*(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\p{Lu}[\p{L}\s.()'’,-]{1,40}?\s?[-–,]\s?\d{6})\s*\.?\s*$/u;
/** A German street named with its preposition, as written: "Am Tierpark 15", "An der Alster 3a", "Zum Hafen 2". */
const streetWithPreposition =
  /^\s*(?:Am|An der|An den|Auf der|Auf dem|Im|In der|In den|Zum|Zur|Unter den)\s+\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?\s+\d{1,4}\s?[a-z]?\s*$/u;

/**
 * A line that is only a street and its number (and where it is), or (at the top of the resume, where the owner's address is)
 * only a postcode and its town; below it "31000 TOULOUSE" is where a school or an employer is, and stays. Each has a digit.
 */
export const isAddressLine = (line: string, atTop: boolean) =>
  line.length <= 120 &&
  /\d/.test(line) &&
  (streetAlone.test(fold(line).key) || streetWithPreposition.test(line) || (atTop && (postcodeTownAlone.test(line) || postcodeOnly.test(line))));
