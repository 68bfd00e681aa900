import type { EducationEntry } from '@seeker/contract';
import { labelVocabulary, readLabelledLines, recordDates } from './labelled-records';
import type { ResumeLine } from './resume-lines';

type Field = 'degree' | 'subject' | 'school' | 'place' | 'period' | 'start' | 'end' | 'description';

// The words forms use for a degree's fields, in the eight languages read (lower case, no accents), as
// Europass CVs and the common CV templates of each language label them ("Institución:", "Título:", "Curso:").
const fieldOf = labelVocabulary<Field>([
  [
    'degree',
    [
      'degree',
      'qualification',
      'abschluss',
      'titulo',
      'titulacion',
      'grau',
      'diplome',
      'titolo',
      'titolo di studio',
      'qualifica conseguita',
      'diploma',
      'stopien',
      'tytul',
      'title of qualification awarded',
    ],
  ],
  // What was studied, beside the degree: "Studiengang: Informatik" with "Abschluss: B.Sc." is one degree.
  [
    'subject',
    [
      'course',
      'programme',
      'program',
      'major',
      'field',
      'studiengang',
      'fach',
      'carrera',
      'curso',
      'filiere',
      'formation',
      'corso',
      'opleiding',
      'kierunek',
    ],
  ],
  [
    'school',
    [
      'school',
      'university',
      'institution',
      'college',
      'schule',
      'hochschule',
      'universitat',
      'bildungseinrichtung',
      'institucion',
      'centro',
      'universidad',
      'instituicao',
      'faculdade',
      'universidade',
      'escola',
      'etablissement',
      'ecole',
      'universite',
      'istituto',
      'universita',
      'ente',
      'instelling',
      'universiteit',
      'hogeschool',
      'uczelnia',
      'szkola',
      'name and type of organisation providing education and training',
      'nome e tipo d istituto di istruzione o formazione',
    ],
  ],
  ['place', ['location', 'place', 'city', 'ort', 'lugar', 'ciudad', 'local', 'lieu', 'ville', 'luogo', 'citta', 'plaats', 'miejsce']],
  [
    'period',
    ['dates', 'date', 'period', 'years', 'zeitraum', 'periodo', 'fecha', 'fechas', 'periode', 'okres', 'data', 'anni', 'jaren', 'ano', 'conclusao'],
  ],
  ['start', ['start', 'from', 'von', 'desde', 'inicio', 'debut', 'dal', 'van', 'od']],
  ['end', ['end', 'to', 'bis', 'hasta', 'fin', 'termino', 'fim', 'al', 'tot', 'do']],
  ['description', ['description', 'details', 'beschreibung', 'descripcion', 'descricao', 'descrizione', 'beschrijving', 'opis']],
]);

/**
 * Degrees written as labelled lines ("Institución: UNAM", "Título: Ingeniería", "Período: 2010 - 2014";
 * "Faculdade: UNIP", "Curso: Tecnólogo em Gestão Logística"): a degree a run of them, a new one where a
 * field comes again. Null unless the section is written so from its first line, its school and what was
 * earned or studied labelled, on two lines or more.
 */
export function readLabelledEducation(lines: readonly ResumeLine[]): EducationEntry[] | null {
  const { records, before, labelledLines, kinds } = readLabelledLines(lines, fieldOf, 'description');
  // Written so from its first line, with a school and what was earned or studied labelled.
  if (!kinds.has('school') || !(kinds.has('degree') || kinds.has('subject')) || labelledLines < 2 || records.length === 0 || before.length > 0)
    return null;
  return records.map((record) => ({
    degree: [record.degree, record.subject].filter(Boolean).join(', '),
    school: record.school ?? '',
    dates: recordDates(record.period, record.start, record.end),
    details: [...(record.description ? [record.description] : []), ...record.bullets],
    written: record.written,
  }));
}
