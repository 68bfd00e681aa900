import type { ParsedResume } from '@seeker/contract';
import { withoutAccents } from '../text/without-accents';

/**
 * Personal data a resume states (a birth date, an address, a nationality, a marital status, an ID
 * number): it belongs in the contact block, never in a role, a degree, the skills or another section.
 * A reader that misses a "Persönliche Daten" heading reads the lines under it as the previous section's,
 * and an unchecked resume was tailored with its owner's home address and birth date under EDUCATION.
 *
 * Recognised by the labels people write before such data, in English, German, French, Spanish,
 * Portuguese, Italian, Dutch and Polish ("Geburtsdatum:", "Date of birth", "Fecha de nacimiento", "Né le
 * … 1990", "Staatsangehörigkeit", "Estado civil", "Passport no.", "PESEL"), by the headings of the
 * sections that hold it ("Personal details", "Persönliche Daten", "Dados pessoais"), and, without a
 * label, by the shape of a street address (a street word and a house number, a postcode and a town).
 * Everything is compared in lower case without accents ("ß" as "ss", "ł" as "l").
 */

export type PersonalDataKind = 'birth' | 'nationality' | 'marital' | 'address' | 'id' | 'personal';

/** The text as labels are compared: lower case, accents off, "ß" as "ss", "ł" as "l", "ø" as "o", spaces single. */
export function personalKey(text: string): string {
  return withoutAccents(text).toLowerCase().replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/\s+/g, ' ').trim();
}

/**
 * Labels as written before the data. `strong`: words that name personal data and nothing else, so a
 * table's "Geburtsdatum   12.03.1990" counts without a colon; `weak`: words with other uses ("address a
 * need", "Alter", "via"), which count only as a label, followed by a colon.
 */
const labels: Record<PersonalDataKind, { strong: string[]; weak: string[] }> = {
  birth: {
    strong: [
      // en
      'date of birth',
      'birth date',
      'birthdate',
      'date and place of birth',
      'place of birth',
      'birthplace',
      'd.o.b.',
      'dob',
      // de
      'geburtsdatum',
      'geburtsdatum und -ort',
      'geburtsdatum/-ort',
      'geburtsdatum und ort',
      'geburtsort',
      'geburtstag',
      'geburtsjahr',
      'heimatort',
      // fr
      'date de naissance',
      'lieu de naissance',
      'date et lieu de naissance',
      // es
      'fecha de nacimiento',
      'lugar de nacimiento',
      'fecha y lugar de nacimiento',
      'f. nacimiento',
      // pt
      'data de nascimento',
      'local de nascimento',
      'data e local de nascimento',
      'naturalidade',
      // it
      'data di nascita',
      'luogo di nascita',
      'luogo e data di nascita',
      'data e luogo di nascita',
      // nl
      'geboortedatum',
      'geboorteplaats',
      'geboortedatum en -plaats',
      // pl
      'data urodzenia',
      'miejsce urodzenia',
      'data i miejsce urodzenia',
    ],
    weak: ['born', 'birthday', 'age', 'alter', 'geboren', 'edad', 'nacimiento', 'idade', 'nascimento', 'eta', 'leeftijd', 'wiek'],
  },
  nationality: {
    strong: [
      'nationality',
      'staatsangehorigkeit',
      'staatsangehoerigkeit',
      'nationalitat',
      'staatsburgerschaft',
      'nationalite',
      'nacionalidad',
      'nacionalidade',
      'nazionalita',
      'nationaliteit',
      'narodowosc',
      'obywatelstwo',
    ],
    weak: ['citizenship', 'citoyennete', 'ciudadania', 'cidadania', 'cittadinanza'],
  },
  marital: {
    strong: [
      'marital status',
      'family status',
      'civil status',
      'familienstand',
      'zivilstand',
      'situation familiale',
      'situation de famille',
      'etat civil',
      'estado civil',
      'stato civile',
      'burgerlijke staat',
      'stan cywilny',
    ],
    weak: ['kinder', 'children', 'enfants', 'hijos', 'filhos', 'figli', 'kinderen', 'dzieci'],
  },
  address: {
    strong: [
      'home address',
      'postal address',
      'private address',
      'anschrift',
      'wohnanschrift',
      'privatanschrift',
      'wohnadresse',
      'wohnhaft in',
      'adresse postale',
      'adresse personnelle',
      'direccion postal',
      'endereco residencial',
      'indirizzo di residenza',
      'woonadres',
      'miejsce zamieszkania',
      'adres zamieszkania',
    ],
    weak: [
      'address',
      'street',
      'adresse',
      'wohnort',
      'domicile',
      'morada',
      'direccion',
      'domicilio',
      'residencia',
      'endereco',
      'indirizzo',
      'residenza',
      'adres',
      'woonplaats',
      'residence',
    ],
  },
  id: {
    strong: [
      'passport number',
      'passport no',
      'passport no.',
      'id number',
      'id card number',
      'identity card',
      'identity card number',
      'national id',
      'national id number',
      'national insurance number',
      'national insurance no',
      'social security number',
      'social security no',
      'personalausweis',
      'personalausweisnummer',
      'ausweisnummer',
      'reisepassnummer',
      'sozialversicherungsnummer',
      'steuer-id',
      'steueridentifikationsnummer',
      'numero de securite sociale',
      'n° de securite sociale',
      'numero de passeport',
      "carte d'identite",
      "numero de carte d'identite",
      'numero de la seguridad social',
      'n° seguridad social',
      'documento de identidad',
      'documento nacional de identidad',
      'cartao de cidadao',
      'numero de seguranca social',
      'numero de identificacao fiscal',
      'codice fiscale',
      "carta d'identita",
      "numero carta d'identita",
      'burgerservicenummer',
      'identiteitskaart',
      'paspoortnummer',
      'dowod osobisty',
      'numer dowodu',
      'numer dowodu osobistego',
      'numer paszportu',
      'pesel',
    ],
    weak: [
      'passport',
      'reisepass',
      'passeport',
      'pasaporte',
      'passaporte',
      'passaporto',
      'paspoort',
      'paszport',
      'ssn',
      'sin',
      'nir',
      'dni',
      'nie',
      'nif',
      'nss',
      'cedula',
      'cpf',
      'rg',
      'bi',
      'cc',
      'niss',
      'bsn',
      'nip',
    ],
  },
  personal: {
    strong: ['geschlecht', 'konfession', 'religionszugehorigkeit'],
    weak: ['gender', 'sex', 'sexe', 'sexo', 'sesso', 'geslacht', 'plec', 'religion', 'religione', 'religiao', 'religie', 'religia'],
  },
};

/** The text as labels are compared (lower case, accents off, "ß" as "ss"), and which character of the text each of its characters came from. */
function fold(text: string): { key: string; at: number[] } {
  let key = '';
  const at: number[] = [];
  let index = 0;
  for (const char of text) {
    // ASCII is its own key in lower case (personalKey's answer, without its Unicode normalisation per character).
    const base = char.charCodeAt(0) < 128 ? (/\s/.test(char) ? char : char.toLowerCase()) : personalKey(char) || (/\s/.test(char) ? char : '');
    for (let unit = 0; unit < base.length; unit++) at.push(index);
    key += base;
    index += char.length;
  }
  at.push(text.length);
  return { key, at };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: string[]) =>
  [...new Set(words.map(personalKey))]
    .sort((left, right) => right.length - left.length)
    .map((word) => escape(word).replace(/ /g, '\\s+'))
    .join('|');
const edge = String.raw`(?<![\p{L}\p{N}])`;
// Not "Nationality-based": a label is a word of its own.
const after = String.raw`(?![\p{L}\p{N}]|-\p{L})`;
const colon = String.raw`(?:\s*\([^)]{0,20}\))?\s*[:：]`;
const colonNext = new RegExp(`^${colon}`, 'u');
const kinds = Object.keys(labels) as PersonalDataKind[];
const labelPatterns = kinds.map((kind) => ({
  kind,
  strong: new RegExp(`${edge}(?:${alternatives(labels[kind].strong)})${after}`, 'gu'),
  weak: new RegExp(`${edge}(?:${alternatives(labels[kind].weak)})(?=${colon})`, 'gu'),
}));
// Where one part of a line ends and the next begins: "Berlin · Geburtsdatum: 12.03.1990 | deutsch".
const separator = /\s[|·•▪]\s|;\s|\t|\s{3,}/u;
const afterSeparator = /(?:\s[|·•▪]|;|\t|\s{3})\s*$/u;

/** A label alone on its line, the value on the next one (a two-column table read row by row); a weak label only with its colon. */
const labelOnly = new RegExp(
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
const bornPhrase = new RegExp(
  `${edge}(?:${bornWords.join('|')})(?:\\s*(?:(?:in|en|em|im|w|nel|on|am|le|el|il|op)\\s+)?${year}|[^\\n]{0,30}?(?:${fullDate}))`,
  'gu',
);
const dateAhead = new RegExp(`^[^\\n]{0,40}?(?:${fullDate}|${year})`, 'u');
/** "… in Köln", "… à Lyon", "… (NW)": the place after a birth date. */
const birthPlace = /^(?:\s*,?\s*(?:in|a|en|em|w|zu|te|aus)\s+\p{L}[\p{L}'’.-]*(?:\s+\p{L}{1,3}\b)?)?(?:\s*\([^)]{0,20}\))?/u;
/** "* 12.03.1990 in Köln": the German CV's star for born. */
const bornStar = /^\s*\*\s*\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)\d{2}/u;

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
const streetAndTown = new RegExp(`(?:${street})[^\\n]{0,60}?(?:${postcodeTown})`, 'gu');
const streetAlone = new RegExp(`^\\s*(?:${street})\\s*,?\\s*$`, 'u');
const postcodeAhead = new RegExp(`^[^\\n]{0,100}?(?:${postcodeTown})`, 'u');
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
const isAddressLine = (line: string, atTop: boolean) =>
  line.length <= 120 && (streetAlone.test(fold(line).key) || (atTop && postcodeTownAlone.test(line)));

type Span = { start: number; end: number; kind: PersonalDataKind; labelled: boolean };

// Words that join the parts of one value: "Britisch & Deutsch", "deutsch und dänisch".
const connectors = new Set(['&', '+', 'and', 'und', 'et', 'y', 'e', 'i', 'en', 'o', 'or', 'oder', 'ou']);

/**
 * Where a value of words ends: up to `count` words, stopping before a word that is itself a label
 * ("Führerschein:", "Name :") and after a parenthesis ("(dual)"). A `listed` value ("deutsch", "Britisch &
 * Deutsch", "verheiratet, 2 Kinder") is one word, and more only where a comma, a slash or a connector joins them.
 */
function valueWords(rest: string, count: number, listed: boolean): number {
  const words = /\s*(?:\([^)]{0,40}\)|[^\s(]+)/gy;
  let end = 0;
  let taken = 0;
  let joined = true;
  for (let match = words.exec(rest); match && taken < count; match = words.exec(rest)) {
    const word = match[0].trim();
    if (word.startsWith('(')) {
      if (taken > 0) end = words.lastIndex;
      break;
    }
    if (taken > 0 && (/[:：]$/.test(word) || /^\s*[:：]/.test(rest.slice(words.lastIndex)))) break;
    if (listed && !joined && !connectors.has(word)) break;
    end = words.lastIndex;
    taken++;
    joined = connectors.has(word) || /[,/]$/.test(word);
  }
  return end;
}

// Where a value stops at the latest: the next part of the line, or a dash between words ("Address: X – a project").
const valueStop = new RegExp(`${separator.source}|\\s[–—]\\s`, 'u');

/** Where a labelled value ends, counted from the end of its label: by what the kind of data looks like. */
function valueEnd(kind: PersonalDataKind, rest: string): number {
  const stop = valueStop.exec(rest);
  const bounded = stop ? rest.slice(0, stop.index) : rest;
  switch (kind) {
    case 'birth': {
      const date = dateAhead.exec(bounded);
      if (date) return date[0].length + (birthPlace.exec(bounded.slice(date[0].length))?.[0].length ?? 0);
      return valueWords(bounded, 3, false);
    }
    case 'address': {
      const postcode = postcodeAhead.exec(bounded);
      return postcode ? postcode[0].length : valueWords(bounded, 6, false);
    }
    case 'id':
      return valueWords(bounded, 2, false);
    default:
      return valueWords(bounded, 4, true);
  }
}

/** The stretches of a folded line that state personal data: labels with their values, birth phrases, street addresses. */
function spansOf(line: string, key: string, atTop: boolean): Span[] {
  const found: Span[] = [];
  const labelled: { start: number; labelEnd: number; kind: PersonalDataKind }[] = [];
  // Where the line's text begins, after a bullet or a dash; and what comes just before a label (a few characters).
  const textStart = key.search(/[^\s\-–—*•·▪►>]/u);
  const opensLine = (start: number) => textStart < 0 || start <= textStart;
  const justBefore = (start: number) => key.slice(Math.max(0, start - 12), start);
  for (const { kind, strong, weak } of labelPatterns) {
    for (const match of key.matchAll(strong)) {
      const start = match.index;
      const end = start + match[0].length;
      const followedByColon = colonNext.test(key.slice(end, end + 32));
      // A strong label counts at the start of the line or of one of its parts, or before its colon anywhere.
      if (opensLine(start) || afterSeparator.test(justBefore(start)) || followedByColon) labelled.push({ start, labelEnd: end, kind });
    }
    // A weak label ("Address:", "Age:") starts the line, one of its parts, or a field after another's value
    // ("… 12.03.2003 Adresse: …"), never a phrase ("Information Age: The Emergence of …").
    for (const match of key.matchAll(weak)) {
      const before = justBefore(match.index);
      if (opensLine(match.index) || afterSeparator.test(before) || /[\p{N}.,;)\]]\s*$/u.test(before))
        labelled.push({ start: match.index, labelEnd: match.index + match[0].length, kind });
    }
  }
  labelled.sort((left, right) => left.start - right.start);
  let following = 0;
  labelled.forEach(({ start, labelEnd, kind }) => {
    const punctuation = /^(?:\s*\([^)]{0,20}\))?\s*(?:[:：|]|[-–](?=\s))?\s*/u.exec(key.slice(labelEnd, labelEnd + 64))![0].length;
    const from = labelEnd + punctuation;
    // The next label after this one's (the labels are in order, so the search only moves forward).
    while (following < labelled.length && labelled[following]!.start < from) following++;
    const next = labelled[following]?.start ?? key.length;
    const end = from + valueEnd(kind, key.slice(from, Math.min(next, from + 200)));
    found.push({ start, end: Math.max(end, from), kind, labelled: true });
  });
  for (const match of key.matchAll(bornPhrase)) {
    const end = match.index + match[0].length;
    found.push({ start: match.index, end: end + (birthPlace.exec(key.slice(end))?.[0].length ?? 0), kind: 'birth', labelled: true });
  }
  const star = bornStar.exec(key);
  if (star)
    found.push({ start: 0, end: star[0].length + (birthPlace.exec(key.slice(star[0].length))?.[0].length ?? 0), kind: 'birth', labelled: true });
  for (const match of key.matchAll(streetAndTown))
    found.push({ start: match.index, end: match.index + match[0].length, kind: 'address', labelled: false });
  if (isAddressLine(line, atTop)) found.push({ start: 0, end: key.length, kind: 'address', labelled: false });
  // Overlapping stretches as one; labelled when any of them is.
  found.sort((left, right) => left.start - right.start || right.end - left.end);
  const merged: Span[] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      last.labelled ||= span.labelled;
    } else merged.push({ ...span });
  }
  return merged;
}

/** The longest line read for personal data: a summary the reader joined into one line is read too (10,000 is the summary's limit). */
const maxLine = 10_000;

const tidy = (text: string) =>
  text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([,;.)])/g, '$1')
    .replace(/([,;]\s*){2,}/g, '$1')
    .replace(/(\s[|·•▪])(?:\s*[|·•▪])+/gu, '$1')
    .replace(/^[\s,;:|·•▪\-–—/]+|[\s,;:|·•▪\-–—/]+$/gu, '')
    .replace(/[ \t]{2,}/g, ' ');

/** The kind of personal data a line states (labelled, a birth phrase, or a street address by its shape); null when it states none. */
export function personalDataKind(line: string): PersonalDataKind | null {
  if (line.length > maxLine) return null;
  const { key } = fold(line);
  if (labelOnly.test(key))
    return (
      labelPatterns.find(({ strong, weak }) => new RegExp(strong.source, 'u').test(key) || new RegExp(weak.source, 'u').test(key))?.kind ?? 'personal'
    );
  return spansOf(line, key, true)[0]?.kind ?? null;
}

const personalHeadings = new Set(
  [
    'personal data',
    'personal details',
    'personal information',
    'personal info',
    'personal particulars',
    'persönliche daten',
    'persönliche angaben',
    'persönliches',
    'angaben zur person',
    'zur person',
    'données personnelles',
    'informations personnelles',
    'état civil',
    'datos personales',
    'información personal',
    'dados pessoais',
    'informações pessoais',
    'dati personali',
    'informazioni personali',
    'dati anagrafici',
    'persoonlijke gegevens',
    'persoonsgegevens',
    'personalia',
    'dane osobowe',
    'informacje osobiste',
  ].map(personalKey),
);

/** A heading of a section of personal data ("PERSÖNLICHE DATEN", "Personal details:", "Dados Pessoais"). */
export function isPersonalDataHeading(line: string): boolean {
  return personalHeadings.has(
    personalKey(line)
      .replace(/[:：.]$/, '')
      .trim(),
  );
}

type Sorted = { kept: string | null; moved: string[]; dropped: string[] };
const trimPart = (text: string) => text.trim().replace(/^[,;:|·•▪\-–—\s]+|[,;|·•▪\-–—\s]+$/gu, '');

/**
 * One line's stretches of personal data go to the contact block (`moved`), or, an unlabelled street address
 * below the top of the resume (the employer's or the school's, as likely as its owner's), are left out
 * (`dropped`); the rest of the line stays.
 */
function sortLine(line: string, atTop: boolean): Sorted {
  if (line.length > maxLine) return { kept: line, moved: [], dropped: [] };
  const { key, at } = fold(line);
  const spans = spansOf(line, key, atTop);
  if (spans.length === 0) return { kept: line, moved: [], dropped: [] };
  const moved: string[] = [];
  const dropped: string[] = [];
  let rest = '';
  let from = 0;
  for (const span of spans) {
    const [start, end] = [at[span.start]!, at[span.end]!];
    rest += line.slice(from, start);
    const text = trimPart(line.slice(start, end));
    if (text !== '') (span.labelled || atTop ? moved : dropped).push(text);
    rest += ' ';
    from = end;
  }
  rest += line.slice(from);
  const kept = tidy(rest);
  // What is left may be the rest of an address ("10115 Berlin" before "geb. 12.03.1990").
  if (isAddressLine(kept, atTop)) {
    (atTop ? moved : dropped).push(kept);
    return { kept: null, moved, dropped };
  }
  return { kept: /[\p{L}\p{N}]/u.test(kept) ? kept : null, moved, dropped };
}

/** A short line in capitals or ending in a colon: another section's heading, where a personal-data one ends. */
function looksLikeHeading(line: string) {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return line.length <= 48 && letters.length >= 3 && (line === line.toUpperCase() || /:\s*$/.test(line));
}

type SortedLines = { kept: string[]; moved: string[]; dropped: string[]; split: ParsedResume['other'] };

/**
 * A list of lines (a role's bullets, a degree's details, a section's lines) without its personal data:
 * every stretch of a line that states it, and a label alone with the value on the next line. A
 * personal-data heading read into the list ("PERSÖNLICHE DATEN" among a degree's details, its heading
 * missed) opens a section of its own: the rest of the list goes there, not to the degree.
 */
function sortLines(lines: readonly string[], atTop: boolean): SortedLines {
  const sorted: SortedLines = { kept: [], moved: [], dropped: [], split: [] };
  let into = sorted.kept;
  let valueNext = false;
  for (const line of lines) {
    const text = line.trim();
    if (text === '') continue;
    if (isPersonalDataHeading(text)) {
      into = [];
      sorted.split.push({ heading: text.replace(/[:：]\s*$/, ''), lines: into });
      continue;
    }
    if (valueNext && text.length <= 80 && !looksLikeHeading(text) && personalDataKind(text) === null) {
      valueNext = false;
      sorted.moved.push(text);
      continue;
    }
    valueNext = false;
    if (text.length <= 200 && labelOnly.test(fold(text).key)) {
      sorted.moved.push(text);
      valueNext = true;
      continue;
    }
    const parts = sortLine(text, atTop || into !== sorted.kept);
    sorted.moved.push(...parts.moved);
    sorted.dropped.push(...parts.dropped);
    if (parts.kept !== null) into.push(parts.kept === text ? line : parts.kept);
  }
  sorted.split = sorted.split.filter((section) => section.lines.length > 0);
  return sorted;
}

const quoted = (lines: string[]) => lines.map((line) => `“${line}”`).join(', ');

/**
 * The resume with its personal data in the contact block only (`contact.details`): taken out of the
 * headline, the summary, the skills, every role and degree (their header fields, the lines they were read
 * from, their bullets and details) and every other section. An unlabelled street address found below the
 * top of the resume is left out rather than moved (it may be an employer's or a school's). Roles and degrees
 * left with nothing are dropped. The notes say what was moved or left out.
 */
export function keepPersonalDataInContact(resume: ParsedResume): { resume: ParsedResume; notes: string[] } {
  const moved: string[] = [];
  const dropped: string[] = [];
  const field = (value: string, atTop = false) => {
    if (value.trim() === '') return value;
    const sorted = sortLine(value, atTop);
    moved.push(...sorted.moved);
    dropped.push(...sorted.dropped);
    return sorted.kept ?? '';
  };
  const split: ParsedResume['other'] = [];
  const list = (lines: readonly string[], atTop = false) => {
    const sorted = sortLines(lines, atTop);
    moved.push(...sorted.moved);
    dropped.push(...sorted.dropped);
    split.push(...sorted.split);
    return sorted.kept;
  };

  const headline = field(resume.contact.headline, true);
  const summary = resume.summary === '' ? '' : list(resume.summary.split('\n'), true).join('\n');
  const skills = list(resume.skills);
  const experience = resume.experience.flatMap((entry) => {
    const written = entry.written ? list(entry.written) : undefined;
    const next = {
      ...entry,
      role: field(entry.role),
      company: field(entry.company),
      location: field(entry.location),
      bullets: list(entry.bullets),
      ...(written ? { written } : {}),
    };
    const empty = !next.role && !next.company && next.bullets.length === 0 && (written?.length ?? 0) === 0;
    return empty ? [] : [next];
  });
  const education = resume.education.flatMap((entry) => {
    const written = entry.written ? list(entry.written) : undefined;
    const next = {
      ...entry,
      degree: field(entry.degree),
      school: field(entry.school),
      details: list(entry.details),
      ...(written ? { written } : {}),
    };
    const empty = !next.degree && !next.school && next.details.length === 0 && (written?.length ?? 0) === 0;
    return empty ? [] : [next];
  });
  const other = resume.other.flatMap((section) => {
    const lines = list(section.lines, isPersonalDataHeading(section.heading));
    return lines.length === 0 ? [] : [{ ...section, lines }];
  });
  if (moved.length === 0 && dropped.length === 0 && split.length === 0) return { resume, notes: [] };

  const { contact } = resume;
  const shown = new Set([contact.name, contact.location, contact.email, contact.phone, ...(contact.details ?? [])].map(personalKey));
  const details = [...(contact.details ?? [])];
  for (const line of moved) {
    const key = personalKey(line);
    if (shown.has(key)) continue;
    shown.add(key);
    details.push(line);
  }
  const added = details.slice(contact.details?.length ?? 0);
  const notes: string[] = [];
  if (added.length > 0) notes.push(`Personal details kept in the contact block only: ${quoted(added)}.`);
  if (dropped.length > 0) notes.push(`Left out, as an address outside the contact block: ${quoted([...new Set(dropped)])}.`);
  return {
    resume: { ...resume, contact: { ...contact, headline, details }, summary, skills, experience, education, other: [...other, ...split] },
    notes,
  };
}
