import { describe, expect, it } from 'vitest';
import { findDateRange, findHeaderDates } from './dates';
import { headingKind } from './resume-headings';
import { parseResume } from './parse-resume';
import { isLocation, splitHeader } from './split-header';

// Issue 45: resumes in Italian, Dutch and Polish as well, read from maintained data (CLDR's month and
// country names through Intl, the Europass CV's headings) rather than lists grown around examples.
describe('reading the eight languages', () => {
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
    ['Esperienza lavorativa', 'experience'],
    ['ESPERIENZE PROFESSIONALI', 'experience'],
    ['Werkervaring', 'experience'],
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
  ])('knows the heading "%s"', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it('knows a place by its country in any of the languages, and takes it off the employer', () => {
    for (const place of ['Shanghai, China', 'Kraków, Polska', 'São Paulo, Brasil', 'Lyon, France', 'Köln, Deutschland', 'Utrecht, Nederland'])
      expect(isLocation(place), place).toBe(true);
    expect(isLocation('Springfield Public Schools')).toBe(false);
    const read = parseResume('EXPERIENCE\nMedical Coordinator | Baobei Foundation (Shanghai, China) | 2008 – 2024\n• Ran the clinic');
    expect(read.experience[0]).toMatchObject({ role: 'Medical Coordinator', company: 'Baobei Foundation', location: 'Shanghai, China' });
  });

  it('knows a bare city from the gazetteer where something else on the header is the employer', () => {
    expect(splitHeader(['Teamleiterin', 'Berliner Stadtwerke KP GmbH — Berlin | April 2019 – Dezember 2021'])).toMatchObject({
      role: 'Teamleiterin',
      company: 'Berliner Stadtwerke KP GmbH',
      location: 'Berlin',
    });
    expect(splitHeader(['VP de Producto @ iAhorro.com', 'Dic 2019 – Presente, MADRID'])).toMatchObject({
      role: 'VP de Producto',
      company: 'iAhorro.com',
      location: 'MADRID',
    });
    expect(isLocation('MADRID / GURGAON / CARDIFF')).toBe(true);
    // A city that is also an employer's name stays the employer when nothing else can be.
    expect(splitHeader(['Ingénieur réseau | Orange | 2019 – 2021'])).toMatchObject({ role: 'Ingénieur réseau', company: 'Orange' });
    expect(isLocation('Orange')).toBe(false);
  });

  it.each([
    ['Stagiaire de recherche au CEA Saclay (avril-juin 1987)', 'Stagiaire de recherche', 'CEA Saclay'],
    ['Softwareentwickler bei Acme GmbH (2019 - 2020)', 'Softwareentwickler', 'Acme GmbH'],
    ['Docente presso Liceo Primo Levi (2012 - 2014)', 'Docente', 'Liceo Primo Levi'],
    ['Sviluppatore presso Akhela (2010 - 2012)', 'Sviluppatore', 'Akhela'],
    ['Ontwikkelaar bij Qball (2014 - 2016)', 'Ontwikkelaar', 'Qball'],
    ['Datenjournalistin bei CORRECTIV (2015 - 2020)', 'Datenjournalistin', 'CORRECTIV'],
    ['Developer bij Qball (2014 - 2016)', 'Developer', 'Qball'],
    // Where a department follows the word, the employer is the part after it, and the title keeps its words.
    ['Chargée de mission à la direction financière, Airbus', 'Chargée de mission à la direction financière', 'Airbus'],
    ['Assistenz bei Projekten | Siemens AG', 'Assistenz bei Projekten', 'Siemens AG'],
    // An employer named alone, by an organisation's word or legal form, is the employer and not a title.
    ['Centro Nacional de Computacion | 2018 - 2019', '', 'Centro Nacional de Computacion'],
    ['IITI S.A.E.C.A | 2020 - 2023', '', 'IITI S.A.E.C.A'],
    ['Ipsum (Londres) | 2014 - 2015', 'Ipsum', ''],
    // A title we do not know beside a city-named employer keeps the employer.
    ['Flight Attendant | Delta | Atlanta, GA | 2015 – 2018', 'Flight Attendant', 'Delta'],
    ['Responsable au sein de l’équipe data (2019 - 2020)', 'Responsable au sein de l’équipe data', ''],
  ])('reads the title and the employer of "%s"', (line, role, company) => {
    expect(splitHeader([line])).toMatchObject({ role, company });
  });

  it('reads a role listed as one bulleted line with its dates in brackets', () => {
    const read = parseResume(
      'Expérience\n* Stagiaire de recherche en physique atomique au CEA Saclay (avril-juin 1987)\n* Enseignant à l’EAMEA (1987 à 1988)',
    );
    expect(read.experience.map((entry) => [entry.role, entry.company, entry.dates?.start, entry.dates?.end])).toEqual([
      ['Stagiaire de recherche en physique atomique', 'CEA Saclay', '1987-04', '1987-06'],
      ['Enseignant', 'EAMEA', '1987', '1988'],
    ]);
  });

  it('keeps duties listed with no role above them as a role, and a header ending in "Inc." as the header (review 53)', () => {
    const duties = parseResume(
      'EXPERIENCE\n• Managed a team of five baristas and trained every new hire on the espresso machines.\n• Ordered stock weekly and kept the shop clean.',
    );
    expect(duties.experience).toHaveLength(1);
    expect(duties.summary).toBe('');
    expect(parseResume('EXPERIENCE\nSoftware Engineer, Acme Inc.\nJan 2019 – Present\n• Built APIs').summary).toBe('');
  });

  it('reads a paragraph above the first role as the summary, not as a role with no title', () => {
    const read = parseResume(
      'Work Experience\nBackground in community mental health, with ten years in the non-profit social service sector and one in information services.\nCase Manager\nDowntown Emergency Service Center\nOctober 2012 - August 2014\n• Ran a caseload of 40',
    );
    expect(read.experience.map((entry) => [entry.role, entry.company])).toEqual([['Case Manager', 'Downtown Emergency Service Center']]);
    expect(read.summary).toMatch(/^Background in community mental health/);
  });

  it("keeps a task bullet with a range under its role: a role's bulleted line says ten words at most", () => {
    const read = parseResume(
      'Experience\nSales Manager, Acme — 2016 – 2024\n• Grew revenue 40%, from 2018 to 2020, across three regions and five product lines in Europe',
    );
    expect(read.experience.map((entry) => [entry.role, entry.bullets.length])).toEqual([['Sales Manager', 1]]);
  });

  it("takes the line above a role's dates as its title once the resume has put its titles there", () => {
    const read = parseResume(
      [
        '## Berufserfahrung',
        '### Teamleiterin',
        '**beta GmbH** — Berlin | Januar 2022 – heute',
        'Führt ein Team.',
        '---',
        '### Projektingenieurin',
        '**beta GmbH** — Berlin | Dezember 2015 – Oktober 2017',
        'Plante Anlagen.',
      ].join('\n'),
    );
    expect(read.experience.map((entry) => [entry.role, entry.company])).toEqual([
      ['Teamleiterin', 'beta GmbH'],
      ['Projektingenieurin', 'beta GmbH'],
    ]);
  });

  it.each([
    ["Maîtrise de physique fondamentale à l'Université de Nantes (1985)", 'Maîtrise de physique fondamentale', 'Université de Nantes'],
    ['Master of Engineering at the University of Texas at Austin, 2012', 'Master of Engineering', 'University of Texas at Austin'],
    ['Laurea in Informatica presso l’Università di Torino', 'Laurea in Informatica', 'Università di Torino'],
    ['HBO Informatica aan de Hogeschool van Amsterdam', 'HBO Informatica', 'Hogeschool van Amsterdam'],
    // A school named "… High School" is a school, not a degree.
    [
      'Computer & Network Engineering, Public Vocational High School 1 Cirebon, 2019',
      'Computer & Network Engineering',
      'Public Vocational High School 1 Cirebon',
    ],
    ['High School Diploma, Temple City High School', 'High School Diploma', 'Temple City High School'],
  ])('reads the degree and the school of "%s"', (line, degree, school) => {
    expect(parseResume(`EDUCATION\n${line}`).education[0]).toMatchObject({ degree, school });
  });

  // Review 54: degrees and schools in one phrase, headers over labelled details, a subject beside its degree.
  it.each([
    ['Bachelor of Arts in Education at Ohio State University, 2015', [['Bachelor of Arts in Education', 'Ohio State University']]],
    ['MBA from Harvard Business School', [['MBA', 'Harvard Business School']]],
    ['Master of Education in School Leadership, Lamar University', [['Master of Education in School Leadership', 'Lamar University']]],
    [
      'Bachelor of Science in Computer Science, Stanford University\nMajor: Computer Science\nDates: 2015 - 2019',
      [['Bachelor of Science in Computer Science', 'Stanford University']],
    ],
    ['Hochschule: KIT\nStudiengang: Informatik\nAbschluss: B.Sc.\nZeitraum: 2015 - 2019', [['B.Sc., Informatik', 'KIT']]],
  ])('reads "%s" as its degrees and schools', (text, expected) => {
    expect(parseResume(`EDUCATION\n${text}`).education.map((entry) => [entry.degree, entry.school])).toEqual(expected);
  });

  it('keeps a skills section’s sub-headings out of its skills, and an organisation named "Studio Tecnico" out of the titles', () => {
    expect(parseResume('SKILLS\nProgramming Skills\nPython, Java\nLanguage Skills\nEnglish').skills).toEqual(['Python', 'Java', 'English']);
    expect(splitHeader(['Ufficio Tecnico Comunale di Bergamo | Geometra'])).toMatchObject({
      role: 'Geometra',
      company: 'Ufficio Tecnico Comunale di Bergamo',
    });
  });

  it('reads degrees written as labelled lines ("Institución:", "Título:", "Período:"; "Faculdade:", "Curso:")', () => {
    const spanish = parseResume(
      'Formación\nInstitución: Universidad Nacional Autónoma de México\nTítulo: Ingeniería en Computación\nPeríodo: 2010 - 2014\nInstitución: CONALEP\nTítulo: Técnico en Informática\nPeríodo: 2007 - 2010',
    );
    expect(spanish.education.map((entry) => [entry.degree, entry.school, entry.dates?.start, entry.dates?.end])).toEqual([
      ['Ingeniería en Computación', 'Universidad Nacional Autónoma de México', '2010', '2014'],
      ['Técnico en Informática', 'CONALEP', '2007', '2010'],
    ]);
    const portuguese = parseResume(
      'Informações Acadêmicas\n- Faculdade: UNIP (UNIVERSIDADE PAULISTA)\n- Curso: Tecnólogo em Gestão Logística\n- Conclusão: 2019',
    );
    expect(portuguese.education).toMatchObject([{ degree: 'Tecnólogo em Gestão Logística', school: 'UNIP (UNIVERSIDADE PAULISTA)' }]);
  });

  it('ends the roles at a joined heading written in mixed case ("Certifications & Education")', () => {
    const read = parseResume(
      'Experience\nLine Cook, Bistro Nord — 2019 – 2024\n• Cooked lunch\nCertifications & Education\nDiploma in Hospitality Management – Istituto Alberghiero Falcone',
    );
    expect(read.experience.map((entry) => entry.role)).toEqual(['Line Cook']);
    expect(read.education).toMatchObject([{ degree: 'Diploma in Hospitality Management' }]);
  });

  it('reads a degree naming its field "Education" under Education as a degree, not a new section', () => {
    const read = parseResume('Education\nDiploma in English Education\nXi’an International University | 2002–2005');
    expect(read.education).toMatchObject([{ degree: 'Diploma in English Education', school: 'Xi’an International University' }]);
  });

  it('reads an Italian CV with its headings and dates', () => {
    const read = parseResume(
      [
        'Giulia Rossi',
        '',
        'Esperienza lavorativa',
        'Infermiera, Ospedale San Raffaele — marzo 2019 – oggi',
        '• Assistenza ai pazienti in reparto',
        'Operatrice socio-sanitaria, Casa di Cura Villa Serena — settembre 2015 - febbraio 2019',
        '• Igiene e mobilizzazione degli ospiti',
        '',
        'Istruzione e formazione',
        'Laurea in Infermieristica, Università degli Studi di Milano, 2018',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company, dates }) => [role, company, dates?.start, dates?.current])).toEqual([
      ['Infermiera', 'Ospedale San Raffaele', '2019-03', true],
      ['Operatrice socio-sanitaria', 'Casa di Cura Villa Serena', '2015-09', false],
    ]);
    expect(read.education).toHaveLength(1);
  });

  it('reads roles written as a table whose headings name the columns, in any of the languages', () => {
    const english = parseResume(
      [
        'EXPERIENCE',
        '| Company | Location | Position | Description | Timeframe |',
        '| --- | --- | --- | --- | --- |',
        '| Starbucks | Fort Walton Beach, FL | Barista | Prepared beverages. | March 2022 to August 2022 |',
        '| Vienna Espresso Bar | West Lafayette, IN | Barista | Opened the shop. | January 2016 to June 2016 |',
      ].join('\n'),
    );
    expect(
      english.experience.map(({ role, company, location, dates, bullets }) => [role, company, location, dates?.start, dates?.end, bullets]),
    ).toEqual([
      ['Barista', 'Starbucks', 'Fort Walton Beach, FL', '2022-03', '2022-08', ['Prepared beverages.']],
      ['Barista', 'Vienna Espresso Bar', 'West Lafayette, IN', '2016-01', '2016-06', ['Opened the shop.']],
    ]);
    const german = parseResume(
      [
        'Berufserfahrung',
        '| Zeitraum | Tätigkeit | Organisation | Ort |',
        '|---|---|---|---|',
        '| 02/2013 – 03/2013 | Praktikantin | Stadtwerke Kiel | Kiel |',
      ].join('\n'),
    );
    expect(german.experience[0]).toMatchObject({
      role: 'Praktikantin',
      company: 'Stadtwerke Kiel',
      location: 'Kiel',
      dates: { start: '2013-02', end: '2013-03' },
    });
  });

  it('reads roles written as labelled lines ("Empresa:", "Cargo:", "Início: … Término: …"), each a role where a label comes again', () => {
    const read = parseResume(
      [
        'Experiência profissional',
        '- Empresa: **DHL LOGISTICS BRAZIL LTDA**',
        '- Cargo: **Jovem Aprendiz**',
        '- Início: **12/06/2017** Término: **11/10/2018**',
        'Apoio ao setor administrativo',
        '- Empresa: **DHL LOGISTICS BRAZIL LTDA**',
        '- Cargo: **Auxiliar Administrativo**',
        '- Início: **15/10/2018** Término: **25/10/2019**',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company, dates, bullets }) => [role, company, dates?.start, dates?.end, bullets])).toEqual([
      ['Jovem Aprendiz', 'DHL LOGISTICS BRAZIL LTDA', '2017-06', '2018-10', ['Apoio ao setor administrativo']],
      ['Auxiliar Administrativo', 'DHL LOGISTICS BRAZIL LTDA', '2018-10', '2019-10', []],
    ]);
    // One "Role:" line among roles of another layout is a line of that role, not a layout of its own.
    const mixed = parseResume('EXPERIENCE\nEngineer, Acme — 2019 – 2021\n• Role: led the migration\n• Built the API');
    expect(mixed.experience).toHaveLength(1);
  });

  it('keeps reading roles past a label inside a role ("Projekte:", "Verantwortlichkeiten:")', () => {
    const read = parseResume(
      [
        'BERUFSERFAHRUNG',
        '02.2022-11.2023',
        'Qualitätssicherungsingenieurin',
        'Mindable GmbH, Berlin',
        'Projekte:',
        'Mobile App für Menschen mit Panikattacken',
        'Verantwortlichkeiten:',
        'Erstellung eines Testplans',
        '07.2020-01.2022',
        'Leiter Qualitätsingenieur',
        'AllAboutMe GmbH, Berlin',
        'Projekte:',
        'Digitale Programme für psychische Gesundheit',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company, dates }) => [role, company, dates?.start, dates?.end])).toEqual([
      ['Qualitätssicherungsingenieurin', 'Mindable GmbH', '2022-02', '2023-11'],
      ['Leiter Qualitätsingenieur', 'AllAboutMe GmbH', '2020-07', '2022-01'],
    ]);
    expect(read.other).toEqual([]);
  });

  it('takes a length of time for neither employer nor title, and splits an employer from a title beside it', () => {
    const read = parseResume(
      [
        'Experiência',
        'Pit Stop Motos – Gerente de Vendas / Vendedor | 7 anos',
        'Responsável por metas e atendimento consultivo aos clientes da loja.',
        'Moto Livre – Auxiliar de Estoque | 6 meses',
      ].join('\n'),
    );
    expect(read.experience.map(({ role, company }) => [role, company])).toEqual([
      ['Gerente de Vendas / Vendedor', 'Pit Stop Motos'],
      ['Auxiliar de Estoque', 'Moto Livre'],
    ]);
  });

  it('knows degrees and schools by their names in Italian, Dutch, Polish and German', () => {
    const read = (text: string) => parseResume(`Education\n${text}`).education.map(({ degree, school }) => [degree, school]);
    expect(read('Laurea magistrale in Infermieristica, Università degli Studi di Padova, 2019')).toEqual([
      ['Laurea magistrale in Infermieristica', 'Università degli Studi di Padova'],
    ]);
    expect(read('HBO Informatica, Hogeschool van Amsterdam, 2012')).toEqual([['HBO Informatica', 'Hogeschool van Amsterdam']]);
    expect(read('Licencjat z informatyki, Uniwersytet Warszawski, 2015')).toEqual([['Licencjat z informatyki', 'Uniwersytet Warszawski']]);
    expect(read('Masterabschluss Finanzen, Nationale Wirtschaftsuniversität Charkiw, 2004')).toEqual([
      ['Masterabschluss Finanzen', 'Nationale Wirtschaftsuniversität Charkiw'],
    ]);
  });
});
