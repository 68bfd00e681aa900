import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../documents/layout/layout-line';
import { findDateRange } from './dates';
import { kindByContent, wrappedHeadingWords } from './layout-headings';
import { parseResume } from './parse-resume';
import { readRoles } from '../testing/read-roles';
import { readStructure } from './structure/read-structure';
import { headingKind } from './resume-headings';
import { splitHeader } from './split-header';

// Issue 68: role headers as more templates write them, read by general rules on invented lines shaped like real files'.
describe('role headers as more templates write them', () => {
  it('reads a title labelled under its dates as that role\'s, never the next one\'s, and "∞" as ongoing', () => {
    const text = [
      'Ada Nowak',
      'DOŚWIADCZENIE',
      '07.2019-∞NORTHWIND SA',
      'Obsługa klientów sieci sklepów',
      'Stanowisko: · Junior Test Engineer',
      '11.2018-06.2019 CONTOSO',
      'Własna działalność gospodarcza',
      'Stanowisko: Tester IT',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Junior Test Engineer', 'NORTHWIND SA', '2019-07', 'present'],
      ['Tester IT', 'CONTOSO', '2018-11', '2019-06'],
    ]);
    expect(findDateRange('07.2019-∞NORTHWIND')?.range).toMatchObject({ start: '2019-07', end: null, current: true });
  });

  it('leaves a labelled title above its dates with the role it leads', () => {
    const text = ['Ana Lima', 'EXPERIENCE', 'Position: Developer', 'Acme Corp 2019 - 2021', 'Position: Analyst', 'Globex Inc 2016 - 2019'].join('\n');
    expect(readRoles(text).map(([role]) => role)).not.toContain('Analyst, Developer');
    expect(readRoles(text)[0]).toEqual(['Developer', 'Acme Corp', '2019', '2021']);
  });

  it('reads "title bei employer, place" where the employer ends in a legal form, and legal forms as organisations', () => {
    expect(splitHeader(['01.07.2019 – 31.12.2019 Trainee in Process Automation bei Schindel Management AG, Ebikon (Teilzeit 40%)'])).toMatchObject({
      role: 'Trainee in Process Automation',
      company: 'Schindel Management AG',
      location: 'Ebikon',
    });
    expect(splitHeader(['Software Tester · Northwind Polska sp. z o.o.'])).toMatchObject({
      role: 'Software Tester',
      company: 'Northwind Polska sp. z o.o.',
    });
  });

  it("keeps a department with its employer and leaves a sentence's full stop out, an abbreviation's in", () => {
    expect(splitHeader(['Assistant Professor, Dept. of Biology, Frostburg State University. 2016 - present.'])).toMatchObject({
      role: 'Assistant Professor',
      company: 'Dept. of Biology, Frostburg State University',
    });
    expect(splitHeader(['Accountant, Esec Ltd. 2007 - 2009'])).toMatchObject({ role: 'Accountant', company: 'Esec Ltd.' });
  });

  it('reads roles written as sentences ("Worked in X as Y from … to till date") and labelled records under any heading', () => {
    const text = [
      'Ravi Kumar',
      'Professional Experience',
      'Worked in Northwind Consulting LLP as Sr. Consultant from May 2017 to till date',
      'Worked in Contoso Technologies as Specialist from Sep 2010 to Mar 2015.',
      'Projects Handled',
      'Project # 2',
      'Company : Fabrikam Data',
      'Designation : Systems Integration Specialist',
      'Duration : March 2021 to till date',
      'Project : Health Care',
      'References',
      'Company : Adventure Works',
      'Designation : Manager',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Sr. Consultant', 'Northwind Consulting LLP', '2017-05', 'present'],
      ['Specialist', 'Contoso Technologies', '2010-09', '2015-03'],
      ['Systems Integration Specialist', 'Fabrikam Data', '2021-03', 'present'],
    ]);
  });

  it("keeps a title with a project after its dash whole under the employer's own line, past how long the roles there lasted", () => {
    const text = [
      'Felipe Souza',
      'Experiência',
      'Grupo Fontebras',
      '11 meses',
      'Engenheiro Civil - Aeroporto Internacional de Fortaleza',
      'maio de 2024 - julho de 2024 (3 meses)',
      'Fortaleza, Ceará, Brasil',
      'Gestão do contrato de manutenção do aeroporto.',
    ].join('\n');
    expect(readRoles(text)).toEqual([['Engenheiro Civil - Aeroporto Internacional de Fortaleza', 'Grupo Fontebras', '2024-05', '2024-07']]);
  });

  it('knows a Dutch or German compound that ends in experiences as an experience heading', () => {
    const text = ['Sam Peeters', '3 Studentenervaringen', 'Stagiair bij Northwind, Gent 2016 - 2017'].join('\n');
    expect(readRoles(text)).toEqual([['Stagiair', 'Northwind', '2016', '2017']]);
  });

  it('folds an undated fragment of a sentence into the role above as its lines, never a role of its own', () => {
    const text = [
      'Mia Chen',
      'EXPERIENCE',
      'Customer Advisor, Northwind Bank',
      '• Answered calls for three branches',
      'Customer first coaching while',
      '• handling complaints for the whole branch',
      '& digital collateral and social content',
      '• Trained new starters',
      'Branch Assistant, Contoso Bank',
      '• Opened accounts',
    ].join('\n');
    const read = parseResume(text).experience;
    expect(read.map((entry) => entry.role)).toEqual(['Customer Advisor', 'Branch Assistant']);
    expect(read[0]!.bullets.join(' ')).toContain('Customer first coaching while');
    expect(read[0]!.bullets.join(' ')).toContain('& digital collateral and social content');
  });

  it('reads a line of one piece beside its dates as the title, the plain name under it as the employer', () => {
    const text = [
      'Lotte Peeters',
      'Werkervaring',
      'Databank & website beheer · November - December 2018',
      'AVEVE',
      'Aan de hand van Sitecore hielp ik mee aan het beheren van de winkel site.',
      'Winkelverantwoordelijke · Juli 2017',
      'BeVirtual Gent',
      'Gedurende de maand juli was ik verantwoordelijk voor het hoofdgebouw.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Databank & website beheer', 'AVEVE', '2018-11', '2018-12'],
      ['Winkelverantwoordelijke', 'BeVirtual Gent', '2017-07', '2017-07'],
    ]);
  });

  it("takes the organisation's own line under the dates for the employer, its legal form's full stop no sentence's", () => {
    const text = [
      'Robert Nowak',
      'Doświadczenie zawodowe',
      '06.2012-Aktualnie · Programista/Konsultant',
      'Fabrikam S.A. · (IT)',
      'Odpowiedzialności: tworzenie rozwiązań.',
      '06.2009-08.2009 · Java, C++ Developer',
      'Northwind Polska sp. z o.o.',
      'Dodawanie funkcjonalności do produktów.',
      '11.2008-02.2009 · C++ Developer',
      'Fluid Contoso Sp. Z O.O.',
      'Opieka i utrzymanie systemu.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Programista/Konsultant', 'Fabrikam S.A. (IT)', '2012-06', 'present'],
      ['C++ Developer, Java', 'Northwind Polska sp. z o.o.', '2009-06', '2009-08'],
      ['C++ Developer', 'Fluid Contoso Sp. Z O.O.', '2008-11', '2009-02'],
    ]);
  });

  it('reads a title above its dates and the organisation below them, and every later role of the resume the same way', () => {
    const text = [
      'Eva Roth',
      'BERUFSERFAHRUNG',
      'Fachkraft technische Systemplanerin',
      '2025.02 - heute',
      'Nordplan Deutschland GmbH',
      '• Erstellung technischer Dokumentationen',
      'ganzheitliche Gebäudekonzepte',
      'Pädagogische Fachkraft',
      '2014.03 – 2022.07',
      'deutscher Jugendhilfeträger, Finnland',
      '• Begleitung von Klienten',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Fachkraft technische Systemplanerin', 'Nordplan Deutschland GmbH', '2025-02', 'present'],
      ['Pädagogische Fachkraft', 'deutscher Jugendhilfeträger', '2014-03', '2022-07'],
    ]);
  });

  it('reads "2007-10" as two years in a resume that writes its other ranges so ("2014-15", "2011-13"), and marks it unsure elsewhere', () => {
    const text = [
      'Greg Diaz',
      'Work History',
      '2014-15',
      'Managing Editor',
      'Daily 49er',
      '2011-13',
      'Videographer',
      'Kids Revue',
      '2007-10',
      'Grip/Electric',
      'Various Productions',
    ].join('\n');
    expect(readRoles(text).map(([role, , start, end]) => [role, start, end])).toEqual([
      ['Managing Editor', '2014', '2015'],
      ['Videographer', '2011', '2013'],
      ['Grip/Electric', '2007', '2010'],
    ]);
    const alone = readStructure(['Greg Diaz', 'Work History', 'Grip/Electric, Various Productions 2007-10'].join('\n'));
    expect(alone.resume.work[0]).toMatchObject({ startDate: '2007-10' });
    expect(alone.read.work[0]!.uncertain).toEqual(expect.arrayContaining(['startDate', 'endDate']));
  });

  it('reads "2014-15" as two years where the last two digits cannot be a month, and leaves "2019-03" a month', () => {
    expect(findDateRange('2014-15')?.range).toMatchObject({ start: '2014', end: '2015' });
    expect(findDateRange('2011–13')?.range).toMatchObject({ start: '2011', end: '2013' });
    expect(findDateRange('2019-03')?.range).toMatchObject({ start: '2019-03', end: '2019-03' });
  });
});

describe("a heading's words wrapped in a name", () => {
  const line = (text: string, size: number, gap: number): LayoutLine => ({ text, page: 1, size, bold: false, x: 60, top: 0, gap });
  it('takes a known heading set close under a line of its own style, in a document whose headings stand apart, for a wrapped name', () => {
    const layout = [
      line('Work History', 18, 0),
      line('2013-14', 14, 1.3),
      line('Editor-in-Chief', 14, 0.14),
      line('Fullerton College', 14, 0.14),
      line('Publications', 14, 0.14),
      line('Skills', 18, 1.8),
      line('Layout & Design', 12, 0.7),
      line('Education History', 18, 2),
      line('Fullerton College', 12, 0.4),
    ];
    expect([...wrappedHeadingWords(layout)]).toEqual(['Publications']);
    const text = layout.map((each) => each.text).join('\n');
    expect(parseResume(text, layout).experience.map((entry) => [entry.role, entry.dates?.start])).toEqual([['Editor-in-Chief', '2013']]);
    // Without a heading style of their own, headings may sit as close as the body: none is taken for a wrapped name.
    expect(wrappedHeadingWords(layout.map((each) => ({ ...each, size: 12, gap: 0.2 })))).toEqual(new Set());
  });

  it('knows a heading with a word that only qualifies it, in the eight languages', () => {
    for (const heading of [
      'Projects Handled',
      'Key Projects',
      'PROYECTOS DESTACADOS',
      'Projetos Relevantes',
      'Ausgewählte Projekte',
      'Wybrane projekty',
    ])
      expect(headingKind(heading)).toBe('other');
    expect(headingKind('Profile Summary')).toBe('summary');
    expect(headingKind('Main')).toBeNull();
  });

  it("keeps what the employer's own line names with the employer, where the title has a line of its own", () => {
    const text = [
      'Rosa Vidal',
      'EXPERIENCE',
      'Research Analyst · June 2022 – Present',
      'Urban Data Lab (UDL), Lakeside State University, Amherst, MA',
      '· Built maps of tree canopy',
      'Field Technician, 2019 – 2021',
      'Center for Coastal Studies, Harbor College',
      '· Sampled wetlands',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Research Analyst', 'Urban Data Lab (UDL), Lakeside State University', '2022-06', 'present'],
      ['Field Technician', 'Center for Coastal Studies, Harbor College', '2019', '2021'],
    ]);
  });

  it('parts a title from its employer at a dash where a bar only sets the dates apart', () => {
    const text = [
      'Mia Chen',
      'Experience',
      'Content Creator (Practicum) — Alpine Beer Festivals · | Aug 2024 – Nov 2024',
      '● Created graphics for events',
      '● Managed client communication, revisions, and delivery',
      'Retail Associate — Winners · | 2019 – Present',
      '● Delivered customer service',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Content Creator (Practicum)', 'Alpine Beer Festivals', '2024-08', '2024-11'],
      ['Retail Associate', 'Winners', '2019', 'present'],
    ]);
  });

  it('reads a place a narrow column wrapped at its comma as one place, not as a title and an employer', () => {
    const text = [
      'Luka Horvat',
      'Erfahrung',
      'Praktikum',
      '',
      'BMW Group',
      '',
      'Regensburg,',
      '',
      'Deutschland',
      '',
      'seit 02/2023',
      '',
      '- Bugfixing',
    ].join('\n');
    expect(readRoles(text)).toEqual([['Praktikum', 'BMW Group', '2023-02', 'present']]);
  });

  it('knows a heading written as one compound word, or as words set without spaces, and an adjective only beside no noun', () => {
    expect(headingKind('Hochschulbildung')).toBe('education');
    expect(headingKind('Berufsausbildung')).toBe('education');
    expect(headingKind('VOLUNTEEREXPERIENCE')).toBe('other');
    expect(headingKind('WORKEXPERIENCE')).toBe('experience');
    // A skill on a line of its own is no heading though it ends with one's word.
    expect(headingKind('Teamwork')).toBeNull();
    expect(headingKind('ACADEMIC APPOINTMENTS')).toBe('experience');
    expect(headingKind('Academic Background')).toBe('education');
  });

  it('reads a section the page sets as a heading, listing what a person wrote, as no roles though its lines hold years and titles', () => {
    const articles = [
      'Peer-Reviewed',
      'Moreshead, Abigail, and Ana Salter. “Historicizing generative AI text.” Book 2.0, Volume 15.1 (2025).',
      'Sullivan, Anne (Editor), and Ana Salter. “Mending the Magic Circle.” MAI, Issue 14 (2024).',
    ];
    expect(kindByContent(articles, 'JOURNAL ARTICLES')).toBe('other');
    expect(kindByContent(['Senior Editor, Daily Collegian, 2021 – 2022', '· Edited stories'], 'NEWSROOM')).toBe('experience');
  });

  it.each([
    ['Professor, English, UCF, 2023 - present.', 'Professor', 'English, UCF'],
    ['Resident Assistant, Student Affairs Office, NYU Abu Dhabi, 2020 – 2023', 'Resident Assistant', 'Student Affairs Office, NYU Abu Dhabi'],
    [
      'Postdoctoral Fellow, Research Ecologist, Fish Research Laboratory, Leetown Science Center, 2014 – 2016',
      'Postdoctoral Fellow, Research Ecologist',
      'Fish Research Laboratory, Leetown Science Center',
    ],
    // A note after the employer, in lower case, is no part of its name; an employer before the title takes nothing after it.
    [
      'Post-doctorante, CRISCO, Université de Caen Normandie, projet RIN CONDÉ, 2021 – 2022',
      'Post-doctorante, projet RIN CONDÉ',
      'CRISCO, Université de Caen Normandie',
    ],
    ['Company Name July 2011 to November 2012 Chief, Accounts Payable Branch', 'Chief, Accounts Payable Branch', 'Company Name'],
  ])('reads the unit named after the title on "%s" as the employer\'s', (line, title, employer) => {
    expect(readRoles(`Ana Salter\nEXPERIENCE\n${line}`).map(([role, company]) => [role, company])).toEqual([[title, employer]]);
  });

  it('reads a job title before a colon under a dated line that names only the employer, the rest of its line a duty', () => {
    const text = [
      'Claire Dubois',
      'EXPÉRIENCE',
      '01/2024 à 06/2025 – Northwind Logistique',
      'Ingénieur réseau : supervision des sites et des sauvegardes.',
      'Migration des pare-feux',
      '06/2022 au 12/2023 - Contoso Conseil',
      'Technicien support : assistance aux utilisateurs.',
    ].join('\n');
    expect(readRoles(text)).toEqual([
      ['Ingénieur réseau', 'Northwind Logistique', '2024-01', '2025-06'],
      ['Technicien support', 'Contoso Conseil', '2022-06', '2023-12'],
    ]);
    expect(parseResume(text).experience[0]!.bullets).toEqual(['supervision des sites et des sauvegardes.', 'Migration des pare-feux']);
  });
});
