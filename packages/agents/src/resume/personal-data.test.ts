import type { ParsedResume } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { germanResumeWithPersonalData } from '../testing/resume-fixtures';
import { extractDocumentText } from '../documents/extract-document-text';
import { parseResume } from './parse-resume';
import { keepPersonalDataInContact } from './personal-data';
import { isPersonalDataHeading } from './personal-data-heading';
import { personalDataKind } from './personal-data-kind';
import { renderResumeDocx } from './render/render-resume-docx';
import { renderResumePdf } from './render/render-resume-pdf';
import { resumeToText } from './resume-text';
import { tailorResume } from './tailor-resume';

const squash = (text: string) => text.replace(/\s+/g, ' ');
const now = new Date('2026-11-22T12:00:00Z');

// The incident: an unchecked German resume whose "Persönliche Daten" heading the reader missed, so its
// owner's birth date and home address were read as the degree's details and printed under EDUCATION.
const german = germanResumeWithPersonalData;
const personal = ['Geburtsdatum: 12.03.1990', 'Anschrift: Musterstraße 12, 10115 Berlin', 'Staatsangehörigkeit: deutsch', 'Familienstand: ledig'];

const posting = 'Frontend Engineer\nRequirements\n- React\n- TypeScript';
const role = (title: string, company: string, bullets: string[]) => ({ role: title, company, location: '', dates: null, bullets });
const degree = (name: string, school: string, details: string[]) => ({ degree: name, school, dates: null, details });

function resumeWith(parts: Partial<ParsedResume>): ParsedResume {
  return {
    contact: { name: 'Ana Pérez', headline: '', email: 'ana@example.com', phone: '', location: '', links: [] },
    summary: '',
    experience: [],
    education: [],
    skills: [],
    other: [],
    ...parts,
  };
}

describe('personal data', () => {
  it('recognises birth dates, addresses, nationality, marital status and ID numbers by their labels in eight languages', () => {
    const lines: [string, string][] = [
      ['Date of birth: 4 May 1990', 'birth'],
      ['Born 4 May 1990 in Leeds', 'birth'],
      ['geb. 12.03.1990 in Köln', 'birth'],
      ['Geburtsdatum   12.03.1990', 'birth'],
      ['Né le 12 mars 1990 à Lyon', 'birth'],
      ['Date et lieu de naissance : 15/06/1995 à Dakar', 'birth'],
      ['Fecha de nacimiento: 03/05/1991', 'birth'],
      ['Nacida el 3 de mayo de 1991', 'birth'],
      ['Data de nascimento: 21/02/2000', 'birth'],
      ['Data di nascita: 24 gennaio 1991', 'birth'],
      ['Nato a Roma il 1/2/1990', 'birth'],
      ['Geboortedatum: 15 maart 1993', 'birth'],
      ['Data urodzenia: 17.06.1990', 'birth'],
      ['Nationality: British', 'nationality'],
      ['Staatsangehörigkeit: deutsch', 'nationality'],
      ['Nationalité : française', 'nationality'],
      ['Nacionalidad: española', 'nationality'],
      ['Nazionalità: Italiana', 'nationality'],
      ['Narodowość: polska', 'nationality'],
      ['Marital status: single', 'marital'],
      ['Familienstand: ledig', 'marital'],
      ['Estado civil: soltero', 'marital'],
      ['Stato civile: celibe', 'marital'],
      ['Burgerlijke staat: ongehuwd', 'marital'],
      ['Stan cywilny: kawaler', 'marital'],
      ['Anschrift: Musterstraße 12, 10115 Berlin', 'address'],
      ['Adresse : 5 avenue Foch, 75116 Paris', 'address'],
      ['Dirección: Calle Mayor 5, 28013 Madrid', 'address'],
      ['Morada: Rua Augusta 100, 1100-053 Lisboa', 'address'],
      ['Indirizzo: Via Roma 1, 00100 Roma', 'address'],
      ['Adres: Kerkstraat 1, 1234 AB Amsterdam', 'address'],
      ['Passport No. X1234567', 'id'],
      ['Social security number: 123-45-6789', 'id'],
      ['Personalausweisnummer: L01X00T47', 'id'],
      ['DNI: 12345678Z', 'id'],
      ['Codice fiscale: RSSMRA90C12H501X', 'id'],
      ['BSN: 123456782', 'id'],
      ['PESEL: 90031212345', 'id'],
      ['Cartão de cidadão: 12345678', 'id'],
    ];
    for (const [line, kind] of lines) expect(personalDataKind(line), line).toBe(kind);
  });

  it('recognises a street address without a label by its shape, in several countries', () => {
    for (const line of [
      'Musterstraße 12, 10115 Berlin',
      'Musterstraße 12',
      '12 rue de la Paix, 75002 Paris',
      'Calle Mayor 5, 28013 Madrid',
      'Rua Augusta 100, 1100-053 Lisboa',
      'Via Roma 1, 00100 Roma',
      'Kerkstraat 1, 1234 AB Amsterdam',
      'ul. Marszałkowska 10/12, 00-590 Warszawa',
      '123 Main St, Springfield, IL 62701',
      'Bahnhofstrasse 1, 8001 Zürich',
    ])
      expect(personalDataKind(line), line).toBe('address');
  });

  it('leaves a resume’s ordinary lines alone', () => {
    for (const line of [
      'Addressed customer complaints within 24 hours',
      'Communicated via email with 20 clients',
      'Via email and phone',
      'B.Sc. Informatik, TU Berlin',
      '2014 – 2018',
      '2018 BA Economics',
      'Managed 12000 customers',
      'Born to code: built 12 apps since 2019',
      'Nationality-based market analysis',
      'Passport office clerk, 2015–2018',
      'Citizenship education programme coordinator',
      'Information Age: The Emergence of Networks',
      'Senior Engineer at Street Group (2019 – 2021)',
      'Aumenté las ventas al cliente 3 veces',
      'Kinder- und Jugendarbeit 2015',
      'Dr. Jane Smith, supervisor',
    ])
      expect(personalDataKind(line), line).toBeNull();
    expect(isPersonalDataHeading('PERSÖNLICHE DATEN')).toBe(true);
    expect(isPersonalDataHeading('Dados pessoais')).toBe(true);
    for (const heading of ['Personlige oplysninger', 'Personuppgifter', 'Personlig informasjon', 'KİŞİSEL BİLGİLER'])
      expect(isPersonalDataHeading(heading), heading).toBe(true);
    expect(isPersonalDataHeading('Experience')).toBe(false);
  });

  it('moves what the German resume’s missed heading put under EDUCATION to the contact block, in the text, the PDF and the DOCX', async () => {
    const read = parseResume(german);
    // The reader's misreading this guards against (a reader that reads the heading needs no guard).
    const misread = read.education.flatMap((entry) => entry.details).some((line) => line.startsWith('Geburtsdatum'));
    const { resume, notes } = keepPersonalDataInContact(read);
    expect(resume.contact.details).toEqual(personal);
    expect(resume.education.flatMap((entry) => [...entry.details, ...(entry.written ?? [])]).join('\n')).not.toMatch(
      /Geburt|Musterstr|ledig|PERSÖNLICHE/,
    );
    expect(resume.education[0]).toMatchObject({ degree: 'B.Sc. Informatik', school: 'TU Berlin' });
    expect(resume.skills).toEqual(['React', 'TypeScript', 'Node.js']);
    if (misread) expect(notes[0]).toMatch(/^Personal details kept in the contact block only: “Geburtsdatum: 12.03.1990”/);

    const text = resumeToText(resume);
    const education = text.slice(text.indexOf('EDUCATION'));
    for (const line of personal) {
      expect(text.indexOf(line)).toBeLessThan(text.indexOf('EXPERIENCE'));
      expect(education).not.toContain(line);
    }
    // Printed from the unguarded reading, the documents still keep them to the contact block.
    for (const printed of [
      squash(await extractDocumentText('pdf', await renderResumePdf(read, 'Lebenslauf'))),
      squash(await extractDocumentText('docx', await renderResumeDocx(read, 'Lebenslauf'))),
    ]) {
      const educationAt = printed.search(/EDUCATION/);
      expect(educationAt).toBeGreaterThan(0);
      for (const line of personal) {
        expect(printed).toContain(line);
        expect(printed.indexOf(line)).toBeLessThan(printed.search(/EXPERIENCE/));
      }
      expect(printed.slice(educationAt)).not.toMatch(/Geburtsdatum|Musterstraße|Familienstand/);
    }
  });

  it('tailors the German resume unchecked with the personal data in the contact block only', async () => {
    const result = await tailorResume({ resumeText: german, jobDescription: posting, jobTitle: 'Frontend Engineer', company: 'Acme', now });
    expect(result.readFrom).toBe('unchecked');
    expect(result.resume.contact.details).toEqual(personal);
    const sections = JSON.stringify([
      result.resume.summary,
      result.resume.skills,
      result.resume.experience,
      result.resume.education,
      result.resume.other,
    ]);
    expect(sections).not.toMatch(/12\.03\.1990|Musterstraße|ledig|deutsch/);
  });

  it('takes personal data out of every section, in French, Spanish, Portuguese, Italian, Dutch and Polish', () => {
    const { resume } = keepPersonalDataInContact(
      resumeWith({
        summary: 'Ingénieure logiciel, 8 ans d’expérience. Née le 12/03/1990 à Lyon',
        skills: ['Python', 'Nacionalidad: española', 'SQL'],
        experience: [
          {
            role: 'Engenheira',
            company: 'Acme',
            location: 'Lisboa',
            dates: { text: '2019 – 2024', start: '2019', end: '2024', current: false },
            bullets: ['Construí APIs em Python', 'Data de nascimento: 21/02/2000', 'Estado civil: solteira'],
          },
        ],
        education: [
          {
            degree: 'Laurea in Informatica',
            school: 'Università di Bologna',
            dates: null,
            details: ['Indirizzo: Via Roma 1, 00100 Roma', 'Codice fiscale: RSSMRA90C12H501X'],
          },
        ],
        other: [
          { heading: 'Persoonlijke gegevens', lines: ['Geboortedatum: 15 maart 1993', 'Rijbewijs B'] },
          { heading: 'Projekty', lines: ['Data urodzenia: 17.06.1990', 'PESEL: 90031212345', 'Sklep internetowy w React'] },
        ],
      }),
    );
    expect(resume.contact.details).toEqual([
      'Née le 12/03/1990 à Lyon',
      'Nacionalidad: española',
      'Data de nascimento: 21/02/2000',
      'Estado civil: solteira',
      'Indirizzo: Via Roma 1, 00100 Roma',
      'Codice fiscale: RSSMRA90C12H501X',
      'Geboortedatum: 15 maart 1993',
      'Data urodzenia: 17.06.1990',
      'PESEL: 90031212345',
    ]);
    expect(resume.summary).toBe('Ingénieure logiciel, 8 ans d’expérience.');
    expect(resume.skills).toEqual(['Python', 'SQL']);
    expect(resume.experience[0]!.bullets).toEqual(['Construí APIs em Python']);
    expect(resume.education[0]!.details).toEqual([]);
    expect(resume.other).toEqual([
      { heading: 'Persoonlijke gegevens', lines: ['Rijbewijs B'] },
      { heading: 'Projekty', lines: ['Sklep internetowy w React'] },
    ]);
  });

  it('cuts the personal part out of a longer line and keeps the rest where it was', () => {
    const { resume } = keepPersonalDataInContact(
      resumeWith({
        experience: [
          {
            role: 'Sviluppatore',
            company: 'Acme',
            location: '',
            dates: null,
            bullets: [],
            written: ['Dicembre 2015 – Maggio 2023 Via Pietro Bembo 36a, 00168 Roma'],
          },
        ],
        summary: 'Mit 20 Jahren (geb. 13.10.2005) bringe ich Praxiserfahrung als Tutor mit.',
      }),
    );
    expect(resume.summary).toBe('Mit 20 Jahren bringe ich Praxiserfahrung als Tutor mit.');
    expect(resume.contact.details).toEqual(['geb. 13.10.2005']);
    // An employer's address is no one's contact: left out, not moved.
    expect(resume.experience[0]!.written).toEqual(['Dicembre 2015 – Maggio 2023']);
  });

  // The reviewer's leaks (invented lines of their shape; the labels and shapes one by one in personal-data-shapes.test.ts).
  it('moves South Asian and Latin American personal data out of the sections and leaves what only looks like it', () => {
    const { resume } = keepPersonalDataInContact(
      resumeWith({
        summary: 'Fathers Name : Shri R.K. Verma',
        skills: ['PAN-European markets', 'Religion : Hindu', 'Aadhaar No.: 1234 5678 9012'],
        experience: [role('Sales Associate', 'Main Street Bakery', ['Gender : Female', 'Served 200 customers a day'])],
        education: [
          degree('ul. Kwiatowa 6/14 wrzesień 2019 - obecnie', 'Avenida High School', [
            'Am Lindenhof 7 · 12. März 1985',
            '80331 München · geb. in Danzig',
          ]),
          degree('Bachiller', 'Calle Real Academy', ['Jacarandas #52, Col. Centro, 44100 Guadalajara, Jal.']),
        ],
        other: [
          { heading: 'Personal Bio-Data', lines: ["Husband's name", 'Arjun Rao', 'Date of Birth : 01/02/84', 'Languages Known: English, Hindi'] },
        ],
      }),
    );
    expect(resume.contact.details).toEqual([
      'Fathers Name : Shri R.K. Verma',
      'Religion : Hindu',
      'Aadhaar No.: 1234 5678 9012',
      'Gender : Female',
      'geb. in Danzig',
      '80331 München',
      "Husband's name",
      'Arjun Rao',
      'Date of Birth : 01/02/84',
    ]);
    expect(resume.skills).toEqual(['PAN-European markets']);
    expect(resume.experience[0]).toMatchObject({ role: 'Sales Associate', company: 'Main Street Bakery', bullets: ['Served 200 customers a day'] });
    expect(resume.education.map((entry) => [entry.degree, entry.school, entry.details])).toEqual([
      ['wrzesień 2019 - obecnie', 'Avenida High School', []],
      ['Bachiller', 'Calle Real Academy', []],
    ]);
    expect(resume.other).toEqual([{ heading: 'Personal Bio-Data', lines: ['Languages Known: English, Hindi'] }]);
  });

  it('leaves a resume without personal data as it is', () => {
    const plain = resumeWith({ skills: ['React'], summary: 'Frontend engineer.' });
    expect(keepPersonalDataInContact(plain)).toEqual({ resume: plain, notes: [] });
  });
});
