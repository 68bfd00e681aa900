import { describe, expect, it } from 'vitest';
import { findDateRange, findHeaderDates } from './dates';
import { headingKind } from './resume-headings';

// Issue 45: resumes in Italian, Dutch and Polish as well, read from maintained data (CLDR's month and
// country names through Intl, the Europass CV's headings) rather than lists grown around examples.
describe('reading the eight languages: dates and headings', () => {
  it.each([
    ['marzo 2019 – oggi', '2019-03', null, true],
    ['settembre 2015 - giugno 2018', '2015-09', '2018-06', false],
    ['mei 2018 - heden', '2018-05', null, true],
    ['januari 2016 tot december 2017', '2016-01', '2017-12', false],
    ['styczeń 2020 - obecnie', '2020-01', null, true],
    ['15 października 2019 do 2021', '2019-10', '2021', false],
    ['seit 06/2015', '2015-06', null, true],
    ['sinds 2016', '2016', null, true],
    ['desde enero 2020', '2020-01', null, true],
    ['desde el 2006 hasta la fecha', '2006', null, true],
    ["depuis l'année 2018", '2018', null, true],
    // A month written without its accent is that month, never an article glued to another language's month ("A" + "out").
    ['Depuis Aout 2023', '2023-08', null, true],
    ['Ab 2020', '2020', null, true],
    ['à partir de 2019', '2019', null, true],
    ['vanaf maart 2018', '2018-03', null, true],
    ['Mrz 2019 - Dez 2020', '2019-03', '2020-12', false],
    // A month and its year joined by a slash or a hyphen, as Brazilian, Dutch and Belgian resumes write them.
    ['mar/2019 - atual', '2019-03', null, true],
    ['jan/2019 - dez/2020', '2019-01', '2020-12', false],
    ['Apr-2019 – Aug-2020', '2019-04', '2020-08', false],
    ['van 03-2019 tot 05-2020', '2019-03', '2020-05', false],
    ['15-03-2019 – 20-04-2020', '2019-03', '2020-04', false],
    ['03-2019-04-2020', '2019-03', '2020-04', false],
    ['03-2019-heute', '2019-03', null, true],
    // "AB" in capitals is Alberta or a Swedish company's legal form, not "ab" (since).
    ['Calgary, AB 2019', '2019', '2019', false],
    ['Spotify AB 2018', '2018', '2018', false],
    ['2018-2019', '2018', '2019', false],
    ['sept. 2019 - en poste', '2019-09', null, true],
    // A range that gives its year once: the start takes the end's year, or the year before.
    ['August - May 2024: Electrical Drafter', '2023-08', '2024-05', false],
    ['maggio - luglio 2019', '2019-05', '2019-07', false],
    ['3 - 4/2014', '2014-03', '2014-04', false],
    ['dal 2015 ad oggi', '2015', null, true],
    // Year first with a slash, and a school year.
    ['Essen/Berlin (seit 2015/03)', '2015-03', null, true],
    ['Köln (2013/08 – 2014/12)', '2013-08', '2014-12', false],
    ['Schuljahr 2018/2019', '2018', '2019', false],
    // A school year after a year is no month ("2011/12"), and a slash after a year starts no date of its own.
    ['2017/18 - 2019/20', '2017', '2019', false],
    ['Université Paul Sabatier /2012 – 2014', '2012', '2014', false],
    ['Seasonal guide, 2016/2017/2018', '2016', '2016', false],
    ['Team of 5 - 10/2020', '2020-10', '2020-10', false],
    // Dates as people write them: a two-digit year after an apostrophe or in a month's number, a day written before or
    // after the month (the day is left off), a month glued to its year, a whole ISO date, "to date".
    ["Mar '19 – May '21", '2019-03', '2021-05', false],
    ["Jun '21 - Present", '2021-06', null, true],
    ['03/19 – 05/21', '2019-03', '2021-05', false],
    ['Jan 15, 2019 – Mar 3, 2020', '2019-01', '2020-03', false],
    ['1st July 2005 to 24 August 2006', '2005-07', '2006-08', false],
    ['July2005 - Aug2006', '2005-07', '2006-08', false],
    ['2019-01-15 – 2020-03-03', '2019-01', '2020-03', false],
    ['Jan 2010 to date', '2010-01', null, true],
    // "Now" as the eight languages write it, and a day written with "de" or an ordinal of their own.
    ['03/2019 - Présent', '2019-03', null, true],
    ['03/2019 – Actualmente', '2019-03', null, true],
    ['03/2019 - hasta la fecha', '2019-03', null, true],
    ['03/2019 – bis jetzt', '2019-03', null, true],
    ['03/2019 – derzeit', '2019-03', null, true],
    ['03/2019 - tot heden', '2019-03', null, true],
    ['03/2019 - em curso', '2019-03', null, true],
    ['03/2019 - attualmente', '2019-03', null, true],
    ['03/2019 - devam ediyor', '2019-03', null, true],
    ['2018- Continua', '2018', null, true],
    ['2022 – continúa', '2022', null, true],
    ['SEPT. 2018 – Maintenant', '2018-09', null, true],
    ['21 de marzo de 2019 - 3 de enero de 2020', '2019-03', '2020-01', false],
    // Month names in Danish, Swedish, Norwegian and Turkish too, from CLDR.
    ['Ocak 2019 - Şubat 2020', '2019-01', '2020-02', false],
    ['Ağustos 2016 - Haziran 2017', '2016-08', '2017-06', false],
    ['januar 2019 – december 2020', '2019-01', '2020-12', false],
    ['okt. 2017 – dags dato', '2017-10', null, true],
    ['1er janvier 2019 – 3 mars 2020', '2019-01', '2020-03', false],
    // A timeline's arrow or a tilde joins a range as a dash does.
    ['09/2023 -> 04/2024', '2023-09', '2024-04', false],
    ['2019 → Oggi', '2019', null, true],
    ['2018 ~ 2020', '2018', '2020', false],
  ])('reads "%s"', (text, start, end, current) => {
    expect(findDateRange(text)?.range).toMatchObject({ start, end, current });
  });

  it.each([
    ['LIBRO Handelsgesellschaft mbH, Wien · 03/2006, 07/2008', '2006-03', '2008-07'],
    ['Care-Arbeit · Jan 2020, Mar 2021', '2020-01', '2021-03'],
    // Two years, or a later month first, are no range.
    ['Awards 2019, 2020', '2019', '2019'],
    ['07/2008, 03/2006', '2008-07', '2008-07'],
  ])('reads a role line dated "start, end": "%s"', (line, start, end) => {
    expect(findHeaderDates(line)?.range).toMatchObject({ start, end });
  });

  it.each([
    ['Ajudante de elétrica - Grupo MPE.( Entrada:2009 - Saída: 2013 )', '2009', '2013', false],
    ['Oficial de Fibra Óptica - Empresa Serede (Entrada: 14/01/2016 - Saída:07/06/2018)', '2016-01', '2018-06', false],
    ['Kellner, Café Aroma, Von: 01.2019 Bis: heute', '2019-01', null, true],
    // An end before the start is no range.
    ['Guide, from: 2019 to: 2017', '2019', '2019', false],
  ])('reads a role line whose range labels its ends: "%s"', (line, start, end, current) => {
    expect(findHeaderDates(line)?.range).toMatchObject({ start, end, current });
  });

  // A lone date with its day dates a page or a birth, never a role, which a month or a year dates.
  it.each(['DANIELE ROSSI, CURRICULUM VITAE MARCH 21, 2020', '04.06.1969', 'Engineer, Acme, 24 August 2006'])(
    'reads no role\'s date from "%s"',
    (line) => {
      expect(findHeaderDates(line)).toBeNull();
    },
  );

  it.each([
    ['Esperienza lavorativa', 'experience'],
    ['ESPERIENZE PROFESSIONALI', 'experience'],
    ['Werkervaring', 'experience'],
    // Internships are work; schooling, degrees and strengths named so.
    ['Internships', 'experience'],
    ['Praktika', 'experience'],
    ['STAGES', 'experience'],
    ['Prácticas profesionales', 'experience'],
    ['Schooling', 'education'],
    ['Escolaridade', 'education'],
    ['Competenties', 'skills'],
    ['Strengths', 'skills'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Istruzione e formazione', 'education'],
    ['Opleiding', 'education'],
    ['Wykształcenie', 'education'],
    ['Competenze digitali', 'skills'],
    ['Vaardigheden', 'skills'],
    ['Umiejętności', 'skills'],
    ['Języki obce', 'other'],
    // A heading naming two kinds is the one it names first.
    ['Education et parcours universitaire', 'education'],
    ['Berufliche Erfahrungen', 'experience'],
    // Headings joined: the kind is the first that is not "other".
    ['Awards and Certificates', 'other'],
    ['Certifications & Education', 'education'],
    ['Fort- und Weiterbildung', 'education'],
    // Courses and training apart from the degrees, and the Nordic and Turkish resumes' other headings.
    ['Cursussen', 'other'],
    ['Schulungen', 'other'],
    ['Corsi di formazione', 'other'],
    ['Capacitaciones', 'other'],
    ['Treinamentos', 'other'],
    ['Kurser', 'other'],
    ['Sprog', 'other'],
    ['Språk', 'other'],
    ['Färdigheter', 'skills'],
    ['Kunskaper', 'skills'],
    ['YABANCI DİLLER', 'other'],
    ['Kurslar ve Sertifikalar', 'other'],
    ['İlgi Alanları', 'other'],
    // Jobs by that name, and work in one word.
    ['Past Jobs (Occupation):', 'experience'],
    ['Work', 'experience'],
    ['Empleos', 'experience'],
    ['Emplois', 'experience'],
    ['Praca', 'experience'],
    ['COURSES TAUGHT', 'other'],
    ['Student Supervision', 'other'],
    // Headings joined by a hyphen or a slash, as profile exports write them, and Italian's summary.
    ['Honors-Awards', 'other'],
    ['Education/Training', 'education'],
    ['Riepilogo', 'summary'],
    // Work named before projects is work.
    ['RELEVANT WORK/PROJECT EXPERIENCE', 'experience'],
  ])('knows the heading "%s"', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it('reads a heading in capitals by its last word, its head, except among roles and for a degree in capitals', () => {
    expect(headingKind('DISSERTATION AND THESIS SUPERVISION')).toBe('other');
    expect(headingKind('INCARICHI E PROGETTI', 'experience')).not.toBe('other');
    expect(headingKind('DIPLOMA OF HIGHER EDUCATION', 'education')).toBeNull();
  });

  it("reads no quotation as a heading (a talk's title)", () => {
    expect(headingKind('“Games in Education')).toBeNull();
    expect(headingKind('"Education"')).toBeNull();
  });
});
