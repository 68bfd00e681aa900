import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

// Issue 68: degrees as more resumes write them, read by general rules on invented lines shaped like real files'.
const degrees = (lines: string[]) =>
  parseResume(['EDUCATION', ...lines].join('\n')).education.map((entry) => [entry.degree, entry.school, entry.dates?.start ?? null]);

describe('degrees as more resumes write them', () => {
  it('reads no degree from an entry that names neither a degree nor a school; its lines stay under its heading', () => {
    const read = parseResume(
      [
        'Ana Souza',
        'Formação acadêmica',
        'Ada Tech',
        'Dados · (outubro de 2023 - março de 2024)',
        '',
        'Universidade Federal do Ceará',
        'Mestrado em Engenharia Civil, Geotecnia · (2016 - 2018)',
      ].join('\n'),
    );
    expect(read.education.map((entry) => [entry.degree, entry.school])).toEqual([
      ['Mestrado em Engenharia Civil, Geotecnia', 'Universidade Federal do Ceará'],
    ]);
    expect(read.other).toEqual([{ heading: 'Formação acadêmica', lines: ['Ada Tech', 'Dados · (outubro de 2023 - março de 2024)'] }]);
  });

  it('reads degrees under "Qualifications", "Studies" and "Estudos", as British, Dutch and Portuguese CVs head them', () => {
    for (const heading of ['Qualifications', 'Studies', 'Estudos'])
      expect(
        parseResume(
          ['Ana Souza', 'Experience', 'Ecologist, Cape Nature, 2010 – 2020', heading, 'PhD in Conservation Ecology', 'Stellenbosch University'].join(
            '\n',
          ),
        ).education,
      ).toMatchObject([{ degree: 'PhD in Conservation Ecology', school: 'Stellenbosch University' }]);
  });

  it('reads a degree whose apostrophe is the modifier letter some fonts set ("Masterʼs")', async () => {
    const { normalizeText } = await import('../documents/normalize-text');
    expect(degrees([normalizeText('Masterʼs Degree in Project Management', 100), 'Northeastern University'])).toEqual([
      ['Master’s Degree in Project Management', 'Northeastern University', null],
    ]);
  });

  it("keeps a school's dates on their own line with it, so the degree under them is that school's", () => {
    expect(
      degrees(['University of Central Lancashire', '2019 - 2021', 'DIPLOMA OF HIGHER EDUCATION', 'Carmel College', '2017 - 2019', 'A LEVEL']),
    ).toEqual([
      ['DIPLOMA OF HIGHER EDUCATION', 'University of Central Lancashire', '2019'],
      ['A LEVEL', 'Carmel College', '2017'],
    ]);
  });

  it('knows O and A levels, GCSEs and associate degrees by their letters', () => {
    expect(degrees(["O'Level, Kings Park Secondary School"])[0]?.[0]).toBe("O'Level");
    expect(degrees(['GCSEs, Riverside Academy'])[0]?.[0]).toBe('GCSEs');
    expect(degrees(['A.S Information Systems, Onondaga Community College'])[0]).toEqual([
      'A.S Information Systems',
      'Onondaga Community College',
      null,
    ]);
  });

  it('reads "degree from SCHOOL in YEAR", the school named without a school\'s word', () => {
    expect(
      degrees([
        'Master of Computer Science (M.Sc) from Madras University in 2013. Correspondence',
        'Bachelor of Science (M.E.Cs) from SVU, Tirupathi in 2010. Regular',
      ]),
    ).toEqual([
      ['Master of Computer Science (M.Sc)', 'Madras University', '2013'],
      ['Bachelor of Science (M.E.Cs)', 'SVU', '2010'],
    ]);
  });

  it("takes the school's line after a thesis's title for the degree's school, where the section names its degrees first", () => {
    expect(
      degrees([
        'PhD in Physics · 2026',
        'Machine Learning and Analysis Techniques',
        'for Extra-Galactic Astronomy.',
        'University of Bristol, · Bristol',
        'MSc Astrophysics · 2021',
        'The Effect of Fractal Substructure',
        'Cardiff University, · Cardiff',
      ]),
    ).toEqual([
      ['PhD in Physics', 'University of Bristol', '2026'],
      ['MSc Astrophysics', 'Cardiff University', '2021'],
    ]);
  });

  it('keeps the field written after a degree with it, up to a grade or a date, where the school has a line of its own', () => {
    expect(
      degrees(['Northfield University, Abu Dhabi · 2023', 'B.S. in Mechanical Engineering, Economics (Minor) | May 2023 | GPA: 3.9/4.0']),
    ).toEqual([['B.S. in Mechanical Engineering, Economics (Minor)', 'Northfield University', '2023-05']]);
    expect(
      degrees([
        'Escola Técnica do Norte',
        'Técnico em Edificações, Construção Civil · (2018 - 2019)',
        'Universidade do Sul',
        'Mestrado em Engenharia Civil, Geotecnia · (2016 - 2018)',
      ]),
    ).toEqual([
      ['Técnico em Edificações, Construção Civil', 'Escola Técnica do Norte', '2018'],
      ['Mestrado em Engenharia Civil, Geotecnia', 'Universidade do Sul', '2016'],
    ]);
    // With no school on any line, the last piece may be a school or a place: only a bare degree's next piece is its field.
    expect(degrees(['B.S., Computer Science, Georgia Tech'])).toEqual([['B.S., Computer Science', '', null]]);
  });

  it('reads the school a spaced colon sets after a degree, and a school glued before its degree, as the school', () => {
    const read = (line: string) => degrees([line]).map(([degree, school]) => [degree, school]);
    expect(read('High School Diploma : Northfield State University - City , State')).toEqual([
      ['High School Diploma', 'Northfield State University'],
    ]);
    expect(read('BA : 1987 University of Eastbridge Green Bay - City , State')).toEqual([['BA', 'University of Eastbridge Green Bay']]);
    // A school's word that names a field is the field, where a school is named after it.
    expect(read('Master of Science : School Administration , 2010 Northfield College - City , State')[0]![1]).toBe('Northfield College');
    expect(read('River Valley Community College Associate of Applied Science : Business Management')).toEqual([
      ['Associate of Applied Science : Business Management', 'River Valley Community College'],
    ]);
  });

  it('says a field written twice once, leaves a repeated field off the school, and a date off its name', () => {
    const read = (line: string) => degrees([line]).map(([degree, school]) => [degree, school]);
    expect(read('Bluefield College City , State Bachelor of Science : Business Management Business Management')[0]![0]).toBe(
      'Bachelor of Science : Business Management',
    );
    expect(read('B.S : Computer Information Systems 2001 Eastbridge University Computer Information Systems')).toEqual([
      ['B.S : Computer Information Systems', 'Eastbridge University'],
    ]);
    // A name going on after a small word keeps its words.
    expect(read('Bachelor of Arts : Criminal Justice May 2000 Northfield College of Criminal Justice - City , State')[0]![1]).toBe(
      'Northfield College of Criminal Justice',
    );
    expect(read('Associate of Arts : Golf Management , 08/2011 Northfield Golf Academy - City , State')[0]![1]).toBe('Northfield Golf Academy');
  });

  it('keeps an honour written after a degree out of its field', () => {
    expect(degrees(['Northfield University · 2014 – 2018', 'B.A. in History, Phi Beta Kappa, Dean’s List'])[0]?.[0]).toBe('B.A. in History');
  });

  it("keeps a degree's field after its letters in brackets or before its year in brackets, and knows degrees by their letters", () => {
    expect(
      degrees(['Master of Science (M.S.) – Data Analytics and Social Science May 2022 – Present', 'Northfield University, Amherst, MA']),
    ).toEqual([['Master of Science (M.S.), Data Analytics and Social Science', 'Northfield University', '2022-05']]);
    expect(degrees(['BA - Geography (2014), Northfield State University, Portland, Oregon'])[0]!.slice(0, 2)).toEqual([
      'BA, Geography',
      'Northfield State University',
    ]);
    expect(degrees(['Northfield University, Durham, NC Expected May 2029', 'BSE - Mechanical Engineering'])[0]!.slice(0, 2)).toEqual([
      'BSE, Mechanical Engineering',
      'Northfield University',
    ]);
    for (const letters of ['BSEE', 'BSBA', 'M.Ed.', 'B.Ed.', 'AAS', 'MPhil', 'PsyD', 'MSW'])
      expect(degrees([`${letters}, Northfield University`])[0]?.[0], letters).toBe(letters);
  });

  it('reads a degree wrapped after a word that joins it to the next line whole', () => {
    expect(degrees(['BSc Physics with 2020', 'Astrophysics', 'Northfield University, Bristol'])[0]!.slice(0, 2)).toEqual([
      'BSc Physics with Astrophysics',
      'Northfield University',
    ]);
  });

  it("reads a school's name a narrow column wrapped as one name, and a detail line as no part of it", () => {
    expect(degrees(['2019-2023', 'Northfield National High', 'School', 'With Honors']).map(([, school]) => school)).toEqual([
      'Northfield National High School',
    ]);
    expect(degrees(['BA (Hons.) History · 2011 - 2015', 'University College Dublin', 'and Boston College'])[0]?.[1]).toBe(
      'University College Dublin and Boston College',
    );
    expect(
      degrees([
        'Berufsschule Nord',
        '2010 - 2013',
        'staatl. Erzieherin',
        'Gesamtnotendurchschnitt: gut',
        'Fachoberschule',
        '2005 - 2007',
        'Fachabitur',
      ]).map(([, school]) => school),
    ).toEqual(['Berufsschule Nord', 'Fachoberschule']);
  });

  it("reads a school's name line over its degree where the school before heads another degree, and a school's long name as no heading", () => {
    expect(
      degrees(['Northfield University', 'Bachelor of Science, Biology · (2010 - 2014)', 'ETEC', 'Técnico em Informática · (2007 - 2009)']).map(
        ([degree, school]) => [degree, school],
      ),
    ).toEqual([
      ['Bachelor of Science, Biology', 'Northfield University'],
      ['Técnico em Informática', 'ETEC'],
    ]);
    expect(
      degrees(['Centro Universitário Fundação Northfield', 'Bacharel, Administração de Empresas · (2006 - 2011)']).map(([degree, school]) => [
        degree,
        school,
      ]),
    ).toEqual([['Bacharel, Administração de Empresas', 'Centro Universitário Fundação Northfield']]);
  });

  it('reads a school with its country after a dash as the school, and a city named for a college as a place', () => {
    expect(degrees(['PhD in Education Leadership  — Northfield University, Cyprus']).map(([degree, school]) => [degree, school])).toEqual([
      ['PhD in Education Leadership', 'Northfield University'],
    ]);
    expect(
      degrees(['M.S. Mathematics', 'Northfield State University', '2016 – 2018 · College Station, TX']).map(([degree, school]) => [degree, school]),
    ).toEqual([['M.S. Mathematics', 'Northfield State University']]);
  });
});

describe('what a degree line says beside its field', () => {
  it('leaves minors, majors and concentrations named in the plural out of the degree', () => {
    const read = (text: string) => parseResume(`Ana Lima\neducation\n${text}`).education.map(({ degree, school }) => [degree, school]);
    expect(read('miami university • 2017\nB.F.A. in Graphic Design. Minors in\nInteractive Media and Art History.')).toEqual([
      ['B.F.A. in Graphic Design', 'miami university'],
    ]);
    expect(read('Ohio State University • 2015\nB.A. in Economics. Concentrations in\nFinance and Data.')).toEqual([
      ['B.A. in Economics', 'Ohio State University'],
    ]);
  });
  it('reads a template whose school ends each line, however many pieces the degree has, and an entry that names neither by it', () => {
    expect(
      degrees([
        '09/2019 – 06/2021 Bachelor in Chemie, Universität Bern',
        '09/2015 – 06/2019 Bachelor in Biologie, Ökologie - Universität Basel',
        '08/2012 – 07/2015 Fachfrau Gesundheit, Careum AG',
      ]),
    ).toEqual([
      ['Bachelor in Chemie', 'Universität Bern', '2019-09'],
      ['Bachelor in Biologie, Ökologie', 'Universität Basel', '2015-09'],
      ['Fachfrau Gesundheit', 'Careum AG', '2012-08'],
    ]);
  });

  it('knows a school by its word where a compound ends with it, and in the Nordic and Balkan languages', async () => {
    const { schoolPattern } = await import('./degree-and-school-words');
    for (const school of [
      'Staatliche Musikakademie',
      'Handelsgymnasium Basel',
      'Folkhögskolan i Malmö',
      'Erhvervsskolen Nord',
      'Hotelschool Den Haag',
      'Universitetet i Oslo',
      'Sveučilište u Zagrebu',
      'Technische Fachuniversität',
    ])
      expect(schoolPattern.test(school), school).toBe(true);
    for (const other of ['Schoolteacher', 'Academic Writing', 'Skolem functions']) expect(schoolPattern.test(other), other).toBe(false);
  });

  it('reads a degree\'s initials with its name, and a list of fields to its last "and"', () => {
    expect(
      degrees([
        'Ph.D., Doctor of Philosophy in Linguistics',
        'University of Leeds, 2015 - 2019',
        'M.S.W., Master of Social Work',
        'University of Bristol, 2012 - 2014',
        'B.A., Economics, Politics, and Philosophy',
        'University of York, 2008 - 2011',
      ]),
    ).toEqual([
      ['Ph.D., Doctor of Philosophy in Linguistics', 'University of Leeds', '2015'],
      ['M.S.W., Master of Social Work', 'University of Bristol', '2012'],
      ['B.A., Economics, Politics, and Philosophy', 'University of York', '2008'],
    ]);
  });
});
