import { withoutAccents } from '../text/without-accents';

// The labels people write before personal data (keepPersonalDataInContact, personal-data.ts), and the text as they are compared.

export type PersonalDataKind = 'birth' | 'nationality' | 'marital' | 'family' | 'address' | 'id' | 'personal';

/** The text as labels are compared: lower case, accents off, "ß" as "ss", "ł" as "l", "ø" as "o", spaces single. */
export function personalKey(text: string): string {
  return withoutAccents(text).toLowerCase().replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/\s+/g, ' ').trim();
}

/** Labels written as lists, one a language: "date of birth|birth date", "geburtsdatum|geburtsort". */
const words = (...languages: string[]) => languages.flatMap((language) => language.split('|'));

/** "Father's Name", "Fathers Name", "Father’s name", "Father Name": a relative's name as CVs from South Asia and Africa label it. */
const relativesName = (...relatives: string[]) =>
  relatives.flatMap((relative) => ["'s", '’s', 's', "s'", ''].map((ending) => `${relative}${ending} name`));

/**
 * Labels as written before the data. `strong`: words that name personal data and nothing else, so a
 * table's "Geburtsdatum   12.03.1990" counts without a colon; `weak`: words with other uses ("address a
 * need", "Alter", "via", "lunches with spouse"), which count only as a label, followed by a colon.
 */
export const labels: Record<PersonalDataKind, { strong: string[]; weak: string[] }> = {
  birth: {
    strong: words(
      'date of birth|date-of-birth|birth date|birthdate|date and place of birth|date & place of birth|place and date of birth|place of birth|birth place|birthplace|country of birth|year of birth|native place|d.o.b.|d.o.b|dob',
      'geburtsdatum|geburtsdatum und -ort|geburtsdatum/-ort|geburtsdatum und ort|geburtsort|geburtstag|geburtsjahr|heimatort',
      'date de naissance|lieu de naissance|date et lieu de naissance',
      'fecha de nacimiento|lugar de nacimiento|fecha y lugar de nacimiento|lugar y fecha de nacimiento|f. nacimiento|fecha nac.|f. de nacimiento',
      'data de nascimento|local de nascimento|data e local de nascimento|naturalidade|data nasc.|data de nasc.',
      'data di nascita|luogo di nascita|luogo e data di nascita|data e luogo di nascita',
      'geboortedatum|geboorteplaats|geboortedatum en -plaats|geboortedatum / plaats|geboortedatum/plaats',
      'data urodzenia|miejsce urodzenia|data i miejsce urodzenia',
    ),
    weak: ['born', 'birthday', 'age', 'alter', 'geboren', 'edad', 'nacimiento', 'idade', 'nascimento', 'eta', 'leeftijd', 'wiek', 'hometown'],
  },
  nationality: {
    strong: words(
      'nationality|nationalities',
      'staatsangehorigkeit|staatsangehoerigkeit|nationalitat|staatsburgerschaft',
      'nationalite|nacionalidad|nacionalidade|nazionalita|nationaliteit|narodowosc|obywatelstwo',
    ),
    weak: ['citizenship', 'citoyennete', 'ciudadania', 'cidadania', 'cittadinanza'],
  },
  marital: {
    strong: words(
      'marital status|maritial status|marrital status|martial status|family status|civil status',
      'familienstand|zivilstand',
      'situation familiale|situation de famille|situation matrimoniale|etat civil',
      'estado civil|stato civile|burgerlijke staat|stan cywilny',
    ),
    weak: ['kinder', 'children', 'enfants', 'hijos', 'filhos', 'figli', 'kinderen', 'dzieci'],
  },
  // The names of parents and spouses, which South Asian and African CVs often give.
  family: {
    strong: [
      ...relativesName('father', 'mother', 'husband', 'wife', 'spouse', 'guardian', 'parent'),
      ...words(
        "parents' names|parents names|name of father|name of the father|name of mother|name of the mother|father's / guardian's name|son of|daughter of|son/daughter of|daughter of/son of|son of/daughter of|wife of|s/o|d/o|w/o|s/o or d/o|d/o or s/o",
        'name des vaters|name der mutter|geburtsname|madchenname',
        'nom du pere|nom de la mere|nom du conjoint|nom de jeune fille|fils de|fille de',
        'nombre del padre|nombre de la madre|nombre del conyuge|hijo de|hija de',
        'nome do pai|nome da mae|nome do conjuge|filiacao|filho de|filha de',
        'nome del padre|nome della madre|figlio di|figlia di',
        'naam vader|naam moeder|naam van de vader|naam van de moeder',
        'imie ojca|imie matki|imiona rodzicow|nazwisko rodowe|nazwisko panienskie',
      ),
    ],
    weak: words(
      'father|mother|husband|wife|spouse|guardian|parents',
      'vater|mutter|eltern|ehepartner|ehemann|ehefrau',
      'pere|mere|conjoint',
      'padre|madre|conyuge|coniuge',
      'vader|moeder|echtgenoot|echtgenote|ojciec|matka',
    ),
  },
  address: {
    strong: words(
      'home address|postal address|private address|permanent address|present address|current address|residential address|contact address|correspondence address|address for correspondence|mailing address|local address',
      'anschrift|wohnanschrift|privatanschrift|wohnadresse|wohnhaft in',
      'adresse postale|adresse personnelle|domicilie a|domiciliee a',
      'direccion postal|domiciliado en|domiciliada en|residente en',
      'endereco residencial|morador em|moradora em|morador da|moradora da|morador na|moradora na|morador no|moradora no|residente em',
      'indirizzo di residenza|residente a',
      'woonadres|miejsce zamieszkania|adres zamieszkania',
    ),
    weak: words(
      'address|street|residence',
      'adresse|wohnort|domicile',
      'morada|direccion|domicilio|residencia|endereco',
      'indirizzo|residenza|adres|woonplaats',
    ),
  },
  id: {
    strong: words(
      'passport number|passport no|passport no.|passport details|id number|id no|id no.|id card number|id card no|identity card|identity card number|identity number|national id|national id number|national id no|national identity card|national identification number|national insurance number|national insurance no|social security number|social security no|cnic',
      'personalausweis|personalausweisnummer|ausweisnummer|reisepassnummer|sozialversicherungsnummer|steuer-id|steueridentifikationsnummer',
      "numero de securite sociale|n° de securite sociale|numero de passeport|carte d'identite|numero de carte d'identite",
      'numero de la seguridad social|n° seguridad social|documento de identidad|documento nacional de identidad|cedula de ciudadania|cedula de identidad|curp',
      'cartao de cidadao|numero de seguranca social|numero de identificacao fiscal|carteira de identidade|titulo de eleitor',
      "codice fiscale|carta d'identita|numero carta d'identita",
      'burgerservicenummer|identiteitskaart|paspoortnummer',
      'dowod osobisty|numer dowodu|numer dowodu osobistego|numer paszportu|pesel',
    ),
    weak: words(
      'passport|reisepass|passeport|pasaporte|passaporte|passaporto|paspoort|paszport',
      // "PAN card verification", "Aadhaar card integration": a project's words where no colon follows.
      'passport details|voter id|voter id no|aadhaar|aadhar|aadhaar number|aadhaar no|aadhaar card|aadhaar card no|aadhar number|aadhar no|aadhar card|aadhar card no|pan|pan number|pan no|pan card|pan card no',
      'ssn|sin|nir|nin|nic|nid|uid',
      'dni|nie|nif|nss|cedula|rut|rfc|cuil|cuit|cpf|rg|ctps|bi|cc|niss|bsn|nip',
    ),
  },
  personal: {
    strong: words(
      'geschlecht|konfession|religionszugehorigkeit|blood group|blood type|blutgruppe|groupe sanguin|grupo sanguineo|tipo de sangre|gruppo sanguigno|bloedgroep|grupa krwi',
    ),
    weak: words('gender|sex|sexe|sexo|genero|sesso|geslacht|plec', 'religion|religione|religiao|religie|religia|wyznanie|caste|height|weight'),
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
