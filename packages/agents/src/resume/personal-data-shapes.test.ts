import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { personalDataKind } from './personal-data-kind';
import { isPersonalDataHeading } from './personal-data-heading';
import type { PersonalDataKind } from './personal-data-labels';
import { sortLine } from './sort-personal-data';

// The labels and shapes of personal data beyond the first eight languages' commonest (personal-data.test.ts): the variants
// CVs from South Asia and Africa use, a relative's name, streets as Latin America writes them, values without their labels.
// Every line is invented, shaped like one a real resume had.

const kinds = (lines: string[]) => lines.map((line) => personalDataKind(line));
/** Every line read as `kind`, each named where it is not. */
const expectKind = (kind: PersonalDataKind | null, lines: string[]) =>
  expect(Object.fromEntries(lines.map((line) => [line, personalDataKind(line)]))).toEqual(Object.fromEntries(lines.map((line) => [line, kind])));

describe('personal data: labels and shapes', () => {
  it('knows the labels South Asian and African CVs use, with a colon, with " : " or without one', () => {
    expectKind('family', [
      'Fathers Name : Shri R.K. Verma',
      "Father's Name: Mr. Samuel Okafor",
      'Father’s name Ramesh Patel',
      "Mother's Name : Smt. Lakshmi Devi",
      "Husband's name: Arjun Rao",
      'Spouse: Grace Mensah',
      'DAUGHTER OF/SON OF K. Subramanian',
      'S/O Late Shri Hari Prasad',
    ]);
    expectKind('birth', [
      'Date of Birth : 01/02/84',
      'D.O.B : 12-05-1998',
      'DATE OF BIRTH 10.03.2003',
      'Place of Birth : Kumasi',
      'Native Place: Nashik',
      'Age 24',
    ]);
    expectKind('marital', ['Marital Status : Married', 'Maritial Status : Single']);
    expectKind('personal', [
      'Religion : Christianity',
      'Religion Hindu',
      'Caste: OBC',
      'Gender : Male',
      'GENDER (M/F) FEMALE',
      'GENDER (M/F) · FEMALE',
      'Sex Female',
      'Blood Group : B+',
    ]);
    expectKind('nationality', ['Nationality : Ghanaian', 'NATIONALITY INDIAN']);
    expectKind('id', [
      'Passport No : P1234567',
      'Aadhaar No.: 1234 5678 9012',
      'Aadhaar 1234 5678 9012',
      'PAN: ABCDE1234F',
      'PAN ABCDE1234F',
      'CNIC 35202-1234567-1',
    ]);
    expectKind('address', [
      'Permanent Address: 12/4, Gandhi Road, Vellore',
      'Contact Address: 104-105, Rose Bagh, B Sector, Station Road',
      '[Address: 7(1), Main Street, Melur (PO), Madurai (Dt).]',
    ]);
  });

  it('knows a relative’s name in eight languages', () => {
    expectKind('family', [
      'Name des Vaters: Hans Müller',
      'Nom du père : Jean Martin',
      'Nombre del padre: Carlos Ruiz',
      'Nome da mãe: Maria Silva',
      'Filiação: José e Ana Souza',
      'Nome del padre: Marco Rossi',
      'Naam vader: Jan de Vries',
      'Imię ojca: Piotr',
      'Geburtsname: Schmidt',
    ]);
  });

  it('knows streets as Latin America, Brazil, Italy, Poland and Britain write them', () => {
    expectKind('address', [
      'Calle 45 #12-34, Barrio La Soledad, Bogotá',
      'Cra. 7 No. 45-10',
      'Av. 68 N° 22-15, Bogotá',
      'Avenida Siempre Viva 742',
      'Jacarandas #52, Col. Centro, 44100 Guadalajara, Jal.',
      'Rua das Flores - 120.',
      'Av. Paulista, 1000 - Bela Vista',
      'CEP: 01310-100',
      'CEP - 20040-002',
      'Via Garibaldi, 7 - 20121 - Milano (MI)',
      'N° 12 Bd Zerktouni',
      '12 Orchard Grove',
      'P.O. Box 1234',
      'BP 4521',
      'Am Lindenhof 7',
      'Pin Code: 452001',
    ]);
  });

  it('takes a street read into the line of a date (a second column), and the postcode and town beside a birth place', () => {
    expect(sortLine('ul. Kwiatowa 6/14 wrzesień 2019 - obecnie', false)).toEqual({
      kept: 'wrzesień 2019 - obecnie',
      moved: [],
      dropped: ['ul. Kwiatowa 6/14'],
    });
    // A postcode and its town below the top are a school's or an employer's, except beside the owner's birth place.
    expect(sortLine('80331 München · geb. in Danzig', false)).toEqual({ kept: null, moved: ['geb. in Danzig', '80331 München'], dropped: [] });
    expect(sortLine('80331 München', false).kept).toBe('80331 München');
    // … or beside the owner's email or phone (a contact line read into a section); not beside an employer.
    expect(sortLine('32-300 Olkusz · jan@example.com', false)).toEqual({ kept: 'jan@example.com', moved: ['32-300 Olkusz'], dropped: [] });
    expect(sortLine('31000 TOULOUSE · Airbus Defence', false).kept).toBe('31000 TOULOUSE · Airbus Defence');
    // A strong label after a sentence's end; the street runs to the postcode after it.
    expect(
      sortLine('Nascida em 3 de maio de 1992, Estado civil: casada. Moradora da Rua Augusta, 120 – Centro – CEP: 01305-000', false).moved,
    ).toEqual(['Nascida em 3 de maio de 1992', 'Estado civil: casada.', 'Moradora da Rua Augusta, 120 – Centro – CEP: 01305-000']);
    // A day's date beside a street is a birth date, and goes where the street goes.
    expect(sortLine('Am Lindenhof 7 · 12. März 1985', true)).toEqual({ kept: null, moved: ['Am Lindenhof 7', '12. März 1985'], dropped: [] });
  });

  it('knows a form’s value without its label at the top, and a form’s label without its colon', () => {
    expect(kinds(['04.06.1979', 'verheiratet', 'Brasileira, casada, 35 anos', '22 ans', '40 anos', 'Indirizzo', 'ADDRESS'])).toEqual([
      'birth',
      'marital',
      'marital',
      'birth',
      'birth',
      'address',
      'address',
    ]);
    // The CV's own date, a sentence's last word wrapped onto its own line, an acronym with other uses.
    expect(kinds(['1 maart 2024', 'children', 'NSS', 'Single sign-on (SSO)', 'Munich, Germany'])).toEqual([null, null, null, null, null]);
    expect(sortLine('Solteiro, 29 anos', true)).toEqual({ kept: null, moved: ['Solteiro, 29 anos'], dropped: [] });
    expect(sortLine('Solteiro, 29 anos', false).kept).toBe('Solteiro, 29 anos');
  });

  it('leaves roles, schools, skills and prose that only look like personal data', () => {
    expectKind(null, [
      'Sales Associate, Main Street Bakery',
      'Avenida High School',
      'Avenida High School, 3 years',
      'Calle Real Academy',
      'PAN-European markets',
      'PAN card verification module in Java',
      'Aadhaar card integration for eKYC',
      'Languages Known: English, Hindi, Tamil',
      'Mother tongue: Hindi',
      'Lead online merchandising for key events such as Mother’s Day',
      'Jet skiing and outdoor lunches with spouse',
      'Minor: Women, Gender and Sexuality',
      'Gender studies reading group',
      'Religion and Society (BA module)',
      'Caste system in India: a review',
      'Organized lesson plans on sex education',
      'Support via phone 24/7',
      'Communicated via email with 20 clients',
      'Project # 5',
      'Ranked #1 in regional sales',
      'Fortaleza - CE, Bairro: J. Walter',
      'Worked at Rue 21, 2015 – 2017',
      'Monitoring 24/7 of 40 servers',
      'Padre Luis Coloma Secondary School',
      'Installation et configuration sharepoint 2016 single server',
      'ul. Kwiatowa',
      '2014 - obecnie',
      'Age 18-24 audience campaigns',
    ]);
  });

  // A .doc's "Fathers Name : …" was read into the summary; the contact block's reader splits a field's colon off ("Indirizzo").
  it('keeps the contact block’s form fields, with or without a colon, out of the summary', () => {
    const read = parseResume(
      [
        'Priya Verma',
        'Software Engineer',
        'priya.verma@example.com',
        'Fathers Name : Shri R.K. Verma',
        "Mother's Name : Smt. Sunita Verma",
        'Indirizzo: Via Garibaldi, 7 - 20121 - Milano (MI)',
        'Rua das Flores - 120.',
        'Solteira, 29 anos',
        'Open to relocation.',
        'EXPERIENCE',
        'Developer, Acme, 2019 – 2024',
      ].join('\n'),
    );
    expect(read.summary).toBe('Open to relocation.');
  });

  it('takes no personal data for the headline: the role line after it is the headline', () => {
    const read = parseResume(
      [
        'Priya Verma',
        'Date of Birth : 01/02/1990',
        'Via Garibaldi, 7 - 20121 - Milano (MI)',
        'Software Engineer',
        'EXPERIENCE',
        'Developer, Acme, 2019 – 2024',
      ].join('\n'),
    );
    expect(read.contact.headline).toBe('Software Engineer');
  });

  it('knows more headings of a personal-data section', () => {
    for (const heading of ['Personal Bio-Data', 'Personalien', 'Renseignements personnels', 'Dane personalne'])
      expect(isPersonalDataHeading(heading), heading).toBe(true);
    expect(isPersonalDataHeading('Personal Projects')).toBe(false);
  });
});
