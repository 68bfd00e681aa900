import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../documents/layout/layout-line';
import { repairMojibake } from '../documents/repair-mojibake';
import { findDateRange } from './dates';
import { withCells } from './layout-cells';
import { visualHeadings } from './layout-headings';
import { parseResume } from './parse-resume';
import { headingKind } from './resume-headings';
import { splitHeader } from './split-header';

// Issue 68: what the page's layout and a template's conventions say about a role, read as general rules (wide gaps,
// places the gazetteer knows, a resume's own consistency), on invented lines shaped like the real files'.
const line = (text: string, extra: Partial<LayoutLine> = {}): LayoutLine => ({
  text,
  page: 1,
  size: 10,
  bold: false,
  x: 40,
  top: 0,
  gap: 0.2,
  ...extra,
});
const roles = (text: string, layout?: LayoutLine[]) =>
  parseResume(text, layout).experience.map((entry) => [
    entry.role,
    entry.company,
    entry.location,
    entry.dates?.start ?? null,
    entry.dates?.current ? 'present' : (entry.dates?.end ?? null),
  ]);

describe('reading roles from the layout and from how a template writes them', () => {
  it('sets apart the cells the page sets apart by wide gaps, a date range across its cells kept whole', () => {
    const layout = [
      line('Lundgaard Software Nørresundby', { cells: ['Lundgaard Software', 'Nørresundby'] }),
      line('Software developer July 2016 – Present', { cells: ['Software developer', 'July 2016', '–', 'Present'] }),
    ];
    expect(withCells('Lundgaard Software Nørresundby\nSoftware developer July 2016 – Present', layout)).toBe(
      'Lundgaard Software · Nørresundby\nSoftware developer · July 2016 – Present',
    );
  });

  it('keeps a dash set apart at the end of a line with the date before it ("Oktober –" over "December 2019")', () => {
    const layout = [line('Oktober –', { cells: ['Oktober', '–'] }), line('December 2019')];
    expect(withCells('Oktober –\nDecember 2019', layout)).toBe('Oktober –\nDecember 2019');
  });

  it('joins a range set at the right edge over two lines ("Februari 2021 -" over "Heden")', () => {
    const layout = [
      line('Stagiair Cybersecurity Februari 2021 -', { cells: ['Stagiair Cybersecurity', 'Februari 2021 -'] }),
      line('Xylon Heden', { cells: ['Xylon', 'Heden'] }),
    ];
    expect(withCells('Stagiair Cybersecurity Februari 2021 -\nXylon Heden', layout)).toBe('Stagiair Cybersecurity · Februari 2021 - Heden\nXylon');
  });

  it("opens a section at a heading set in the margin beside the section's first line, where the resume does so more than once", () => {
    const rows: [string, string][] = [
      ['Education', 'Northfield College San Diego'],
      ['Experience', 'Graphic Designer · Acme Studio · 2016 – 2018'],
      ['Skills', 'Adobe InDesign'],
    ];
    const text = ['Matt Dale', ...rows.flatMap(([heading, first]) => [`${heading} ${first}`, '• A line of the section'])].join('\n');
    const layout = [
      line('Matt Dale'),
      ...rows.flatMap(([heading, first]) => [line(`${heading} ${first}`, { cells: [heading, first] }), line('• A line of the section')]),
    ];
    expect(roles(text, layout)).toEqual([['Graphic Designer', 'Acme Studio', '', '2016', '2018']]);
    expect(parseResume(text, layout).education[0]?.school).toBe('Northfield College San Diego');
    // A label alone in a skills list's first cell opens nothing.
    expect(withCells('Languages English, French', [line('Languages English, French', { cells: ['Languages', 'English, French'] })])).toBe(
      'Languages · English, French',
    );
  });

  it('reads a role whose employer stands apart from its place by a wide gap', () => {
    const text = 'ERHVERVSERFARING\nNordlys ApS Aalborg\nSoftware developer 2016–\n• Built the app';
    const layout = [
      line('ERHVERVSERFARING'),
      line('Nordlys ApS Aalborg', { cells: ['Nordlys ApS', 'Aalborg'] }),
      line('Software developer 2016–', { cells: ['Software developer', '2016–'] }),
      line('• Built the app'),
    ];
    expect(roles(text, layout)).toEqual([['Software developer', 'Nordlys ApS', 'Aalborg', '2016', 'present']]);
  });

  it("reads an anonymised template's placeholders as an employer and a place, and the title after them", () => {
    expect(splitHeader(['Company Name - City , State Food Prep Chef'])).toMatchObject({
      role: 'Food Prep Chef',
      company: 'Company Name',
      location: 'City, State',
    });
    expect(splitHeader(['Biology Teacher Company Name - City , State'])).toMatchObject({ role: 'Biology Teacher', company: 'Company Name' });
  });

  it('takes a city the gazetteer knows off the employer it is glued to, before its region', () => {
    expect(splitHeader(['Riverside Daycare Bend, Oregon', 'Afternoon Teacher'])).toMatchObject({
      company: 'Riverside Daycare',
      location: 'Bend, Oregon',
    });
    expect(splitHeader(['Sandwich Artist - Quiznos Restaurant Marquette, MI'])).toMatchObject({
      role: 'Sandwich Artist',
      company: 'Quiznos Restaurant',
      location: 'Marquette, MI',
    });
    expect(splitHeader(['Desarrollador de Software, Manizales', 'Emergia'])).toMatchObject({
      role: 'Desarrollador de Software',
      company: 'Emergia',
      location: 'Manizales',
    });
  });

  it('parts a line at an en or em dash set apart on one side only', () => {
    expect(splitHeader(['Lippert— Marketing Intern'])).toMatchObject({ role: 'Marketing Intern', company: 'Lippert' });
    expect(splitHeader(['Jan 2019 –2021 Engineer'])).toMatchObject({ role: 'Engineer', dates: { start: '2019-01', end: '2021' } });
  });

  it('leaves a role\'s terms in brackets out of its name, and reads "beim" as "at"', () => {
    expect(splitHeader(['Trainee bei Helvetia Management AG, Luzern (Teilzeit 40%)'])).toMatchObject({
      role: 'Trainee',
      company: 'Helvetia Management AG',
      location: 'Luzern',
    });
    expect(splitHeader(['Sachbearbeiterin beim Elektrizitätswerk Obwalden'])).toMatchObject({ company: 'Elektrizitätswerk Obwalden' });
    expect(splitHeader(['Marketing Management (BA Hons 2,1), De Montfort University']).parts).toContain('Marketing Management (BA Hons 2,1)');
  });

  it('reads open ranges, seasons, and the words for "until" and "now" in more languages', () => {
    expect(findDateRange('Software developer · 2016–')?.range).toMatchObject({ start: '2016', current: true });
    expect(findDateRange('East Lansing, MI Fall 2014 – Current')?.range).toMatchObject({ start: '2014', current: true });
    expect(findDateRange('01/11/2018 t/m 22/08/2023')?.range).toMatchObject({ start: '2018-11', end: '2023-08' });
    expect(findDateRange('06.2012-Aktualnie')?.range).toMatchObject({ start: '2012-06', current: true });
  });

  it('reads a dated line that also says how long the role lasted as dates only', () => {
    const text =
      'Experiência\nTerra Obras Gerenciamento\nEngenheiro civil Pleno - Projeto Norte 15\njulho de 2024 - Present (3 meses)\nTeresina, Piauí, Brasil\n• Fiscalização de obra';
    expect(roles(text)).toEqual([
      ['Engenheiro civil Pleno - Projeto Norte 15', 'Terra Obras Gerenciamento', 'Teresina, Piauí, Brasil', '2024-07', 'present'],
    ]);
  });

  it('reads each role as the resume reads its other roles where its words say neither which is the title', () => {
    const text = [
      'ESPERIENZE',
      'Lattegio S.p.A. | Milano',
      'DATA ENGINEER | Mar. 2018 - Oggi',
      '• Gestione database',
      'Trebianco S.R.L. | Roma',
      'BUSINESS INTELLIGENCE ANALYST | Nov. 2016 - Mar. 2018',
      '• Reportistica',
      'OSPEDALE | Verona',
      'BIOINFORMATICO | Lug. 2016 - Ott. 2016',
      '• Data mining',
    ].join('\n');
    expect(roles(text).map(([role, company]) => [role, company])).toEqual([
      ['DATA ENGINEER', 'Lattegio S.p.A.'],
      ['BUSINESS INTELLIGENCE ANALYST', 'Trebianco S.R.L.'],
      ['BIOINFORMATICO', 'OSPEDALE'],
    ]);
  });

  it('reads the employer on the plain line above labelled records that label none', () => {
    const text =
      'Experiências\nGrupo Ventura\nCargo: GERENTE DE OPERAÇÕES\nPeríodo: 3/2024 até 3/2024 | Localização: Não informado\nGrupo Solar\nCargo: COORDENADOR DE PROJETOS\nPeríodo: 4/2022 até 2/2024';
    expect(roles(text).map(([role, company]) => [role, company])).toEqual([
      ['GERENTE DE OPERAÇÕES', 'Grupo Ventura'],
      ['COORDENADOR DE PROJETOS', 'Grupo Solar'],
    ]);
  });
});

describe('degrees as templates write them', () => {
  it("parts a degree from its school at a year between them, a month with it, and keeps a bare degree's field", () => {
    const read = (text: string) => parseResume(`Education\n${text}`).education.map(({ degree, school, dates }) => [degree, school, dates?.start]);
    expect(read('Bachelor of Science : Accounting , 2006 University of Phoenix - City , State')).toEqual([
      ['Bachelor of Science : Accounting', 'University of Phoenix', '2006'],
    ]);
    expect(read('J.D. : Law May 2015 Fordham University School of Law - City , State')).toEqual([
      ['J.D. : Law', 'Fordham University School of Law', '2015-05'],
    ]);
    expect(read('Associates , Applied Science Electronics Engineering 1993 Forsyth Technical Community College')).toEqual([
      ['Associates, Applied Science Electronics Engineering', 'Forsyth Technical Community College', '1993'],
    ]);
    expect(read('NEW YORK UNIVERSITY, Abu Dhabi, United Arab Emirates 2023\nB.S. in Mechanical Engineering')).toEqual([
      ['B.S. in Mechanical Engineering', 'NEW YORK UNIVERSITY', '2023'],
    ]);
  });
});

describe("degrees under their school's name", () => {
  it("reads a school named without a school's word on the line above each degree, the section written so throughout", () => {
    const read = (text: string) => parseResume(`Formação acadêmica\n${text}`).education.map(({ degree, school }) => [degree, school]);
    expect(
      read('UniNorte\nBacharelado em Engenharia, Engenharia Civil · (2014 - 2019)\nCEPEP Escola Técnica\nBacharelado em Arquitetura · (2010 - 2013)'),
    ).toEqual([
      ['Bacharelado em Engenharia, Engenharia Civil', 'UniNorte'],
      ['Bacharelado em Arquitetura', 'CEPEP Escola Técnica'],
    ]);
  });
});

describe('the name as the page sets it', () => {
  it('joins a name set over two lines, and reads one a form labels', () => {
    const layout = [
      line('MIKOŁAJ', { size: 20 }),
      line('NOWAKOWSKI', { size: 20, top: 22 }),
      line('Programista JavaScript i Python', { top: 50 }),
      line('Kraków, Polska', { top: 62 }),
    ];
    expect(parseResume('MIKOŁAJ\nNOWAKOWSKI\nProgramista JavaScript i Python\nKraków, Polska', layout).contact.name).toBe('MIKOŁAJ NOWAKOWSKI');
    // A name of several words wrapped in one size and weight; a headline in the same type under a one-line name is no part of it.
    const wrapped = [
      line('Janet Michelle', { size: 28, bold: true }),
      line('Santiago Luna', { size: 28, bold: true, top: 30 }),
      line('Experiencia', { top: 74 }),
      line('Registro y control de pólizas contables en el sistema.', { top: 90 }),
    ];
    expect(
      parseResume('Janet Michelle\nSantiago Luna\nExperiencia\nRegistro y control de pólizas contables en el sistema.', wrapped).contact.name,
    ).toBe('Janet Michelle Santiago Luna');
    const headline = [line('Janet Luna', { size: 28, bold: true }), line('Data Analyst', { size: 28, bold: true, top: 30 })];
    expect(parseResume('Janet Luna\nData Analyst\nRegistro y control de pólizas contables en el sistema.', headline).contact.name).toBe('Janet Luna');
    expect(parseResume('CV\nDane osobowe\nNazwisko i Imię: Nowak Robert\nAdres: ul. Długa 4, 80-180 Gdańsk').contact.name).toBe('Nowak Robert');
    expect(parseResume('ETAT CIVIL\nPrénom : Aminata\nNom : Diallo\nTel : 770359124\n\nFORMATION\nBTS, Lycée de Dakar').contact.name).toBe(
      'Aminata Diallo',
    );
    expect(parseResume('Resume\nName of the Applicant : Dr. Ravi Kumar Sharma\nDate of Birth : 01/02/74').contact.name).toBe('Dr. Ravi Kumar Sharma');
  });
});

describe('headings as more resumes write them', () => {
  it('knows headings in lower case, in Danish, Swedish and Turkish, and work named before projects', () => {
    expect(headingKind('experience')).toBe('experience');
    expect(headingKind('ERHVERVSERFARING')).toBe('experience');
    expect(headingKind('UDDANNELSE')).toBe('education');
    expect(headingKind('Arbetslivserfarenhet')).toBe('experience');
    expect(headingKind('İş Deneyimi')).toBe('experience');
    expect(headingKind('RELATED WORK EXPERIENCE AND PROJECTS')).toBe('experience');
    expect(headingKind('Volunteer Experience')).toBe('other');
    expect(headingKind('the experience')).toBeNull();
  });

  it("takes a larger style one known heading shows as the document's heading style, never a role's line under its dates", () => {
    const layout = [
      line('Ana Lind', { size: 24 }),
      line('RESUMÉ', { size: 14 }),
      line('Jeg er en erfaren udvikler.'),
      line('KOMPETENCER', { size: 14, gap: 1 }),
      line('Python, Haskell'),
      line('ERHVERS ERFARING', { size: 14, gap: 1 }),
      line('Marts - April 2020', { size: 11 }),
      line('Tech Support', { size: 11, gap: 0.1 }),
      line('OVRIGT', { size: 11, gap: 1.5 }),
    ];
    const headings = visualHeadings(layout, 'Ana Lind');
    expect(headings).toContain('KOMPETENCER');
    expect(headings).toContain('ERHVERS ERFARING');
    expect(headings).not.toContain('Tech Support');
  });
});

describe('text a site double-encoded', () => {
  it('reads a full-width dash whose last byte was lost as a dash', () => {
    expect(repairMojibake('Company Name ï¼ City , State')).toBe('Company Name - City , State');
    expect(repairMojibake('09/2010 ï¼ 04/2011')).toBe('09/2010 - 04/2011');
  });
});
