import { withoutAccents } from '../text/without-accents';

// The labels people write before personal data (keepPersonalDataInContact, personal-data.ts), and the text as they are compared.

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
export const labels: Record<PersonalDataKind, { strong: string[]; weak: string[] }> = {
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
export function fold(text: string): { key: string; at: number[] } {
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
