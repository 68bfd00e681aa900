import { describe, expect, it } from 'vitest';
import { degreePattern, schoolPattern } from './degree-and-school-words';
import { parseResume } from './parse-resume';

// Issue 45: resumes in Italian, Dutch and Polish as well, read from maintained data (CLDR's month and
// country names through Intl, the Europass CV's headings) rather than lists grown around examples.
describe('reading the eight languages: degrees and schools', () => {
  it.each([
    ["Maîtrise de physique fondamentale à l'Université de Nantes (1985)", 'Maîtrise de physique fondamentale', 'Université de Nantes'],
    ['Master of Engineering at the University of Texas at Austin, 2012', 'Master of Engineering', 'University of Texas at Austin'],
    ['Laurea in Informatica presso l’Università di Torino', 'Laurea in Informatica', 'Università di Torino'],
    ['HBO Informatica aan de Hogeschool van Amsterdam', 'HBO Informatica', 'Hogeschool van Amsterdam'],
    // Dutch "op de", "op het" name the school after a degree, a school's word or not, a cell's gap or not.
    ['2008 - 2011: MBO-opleiding Gaming op het · Deltion College', 'MBO-opleiding Gaming', 'Deltion College'],
    ['2004 - 2008: VMBO-opleiding op de CSG Eekeringe', 'VMBO-opleiding', 'CSG Eekeringe'],
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

  it('reads a degree naming its field "Education" under Education as a degree, not a new section', () => {
    const read = parseResume('Education\nDiploma in English Education\nXi’an International University | 2002–2005');
    expect(read.education).toMatchObject([{ degree: 'Diploma in English Education', school: 'Xi’an International University' }]);
  });

  it.each([
    'B.E. Electronics',
    'BBA',
    'MCA',
    'LLB (Hons)',
    'LL.M.',
    'PharmD',
    'DPhil',
    'Ed.D.',
    'MPH',
    'HND Computing',
    'BTEC Level 3',
    'NVQ Level 2',
    'PGCE',
    'Studia podyplomowe',
    'Studia I stopnia',
    'Yüksek Lisans',
    'Doktora',
    'Tecnicatura en Programación',
    'Ciclo Formativo de Grado Superior',
    'Bachiller en Ciencias',
    'Graduação em Direito',
    'Bacharel em Sistemas',
    'BEP Vente',
    'Titre professionnel',
    'Meister im Elektrohandwerk',
    'Ausbildung zum Mechatroniker',
    'Świadectwo dojrzałości',
  ])('knows "%s" as a degree', (degree) => {
    expect(degreePattern.test(degree)).toBe(true);
  });

  it.each(['Be there', 'Call me', 'But also'])('knows "%s" as no degree', (text) => {
    expect(degreePattern.test(text)).toBe(false);
  });

  it.each(['Faculdade de Tecnologia', 'Facultad de Derecho', 'IUT de Lyon', 'Collège Jean Moulin', 'Anadolu Üniversitesi', 'Kadıköy Anadolu Lisesi'])(
    'knows "%s" as a school',
    (school) => {
      expect(schoolPattern.test(school)).toBe(true);
    },
  );

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
