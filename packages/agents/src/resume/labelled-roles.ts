import type { ExperienceEntry } from '@seeker/contract';
import { labelVocabulary, readLabelledLines, recordDates, type LabelledRecord } from './labelled-records';
import { headingKey } from './resume-headings';
import { onlyDates } from './only-dates';
import type { ResumeLine } from './resume-lines';
import { withoutAccents } from '../text/without-accents';

/** What a label names in a role's record: a table's column heading, or the word before a colon ("Empresa:"). */
type Field = 'title' | 'employer' | 'place' | 'period' | 'start' | 'end' | 'description';

// The words forms and tables use for each field, in the eight languages read (lower case, no accents),
// as Europass CVs and the common CV templates of each language label them.
const labels: [Field, string[]][] = [
  [
    'title',
    [
      'position',
      'title',
      'job title',
      'designation',
      'role',
      'job',
      'function',
      'tatigkeit',
      'funktion',
      'stelle',
      'cargo',
      'puesto',
      'funcao',
      'poste',
      'fonction',
      'ruolo',
      'mansione',
      'posizione',
      'qualifica',
      'functie',
      'stanowisko',
      'occupation or position held',
      'tipo di impiego',
    ],
  ],
  [
    'employer',
    [
      'company',
      'employer',
      'organisation',
      'organization',
      'firma',
      'arbeitgeber',
      'unternehmen',
      'empresa',
      'empleador',
      'entreprise',
      'employeur',
      'societe',
      'azienda',
      'datore di lavoro',
      'nome e indirizzo del datore di lavoro',
      'werkgever',
      'bedrijf',
      'bedrijfsnaam',
      'naam bedrijf',
      'organisatie',
      'company name',
      'employer name',
      'firmenname',
      'nombre de la empresa',
      'nome da empresa',
      'nom de l entreprise',
      'nome azienda',
      'nazwa firmy',
      'pracodawca',
      'name and address of employer',
    ],
  ],
  [
    'place',
    [
      'location',
      'place',
      'city',
      'ort',
      'standort',
      'lugar',
      'ciudad',
      'local',
      'localidade',
      'localizacao',
      'localizacion',
      'ubicacion',
      'lieu',
      'ville',
      'luogo',
      'sede',
      'citta',
      'plaats',
      'locatie',
      'miejsce',
      'lokalizacja',
    ],
  ],
  [
    'period',
    [
      'dates',
      'date',
      'period',
      'timeframe',
      'years',
      'duration',
      'zeitraum',
      'dauer',
      'periodo',
      'fecha',
      'fechas',
      'periode',
      'okres',
      'data',
      'anni',
      'jaren',
    ],
  ],
  ['start', ['start', 'from', 'start date', 'von', 'beginn', 'desde', 'inicio', 'debut', 'dal', 'da', 'van', 'od', 'data inizio']],
  ['end', ['end', 'to', 'end date', 'bis', 'ende', 'hasta', 'fin', 'termino', 'fim', 'fino a', 'al', 'tot', 'do', 'data fine']],
  [
    'description',
    [
      'description',
      'tasks',
      'responsibilities',
      'beschreibung',
      'aufgaben',
      'descripcion',
      'funciones',
      'atividades',
      'descricao',
      'missions',
      'descrizione',
      'attivita',
      'beschrijving',
      'taken',
      'opis',
      'obowiazki',
      'main activities and responsibilities',
      'principali mansioni e responsabilita',
    ],
  ],
];

const fieldOf = labelVocabulary(labels);

type RoleRecord = LabelledRecord<Field>;

const cellsOf = (text: string) =>
  text
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.replace(/[*_`]/g, '').trim());

function toEntry(record: RoleRecord): ExperienceEntry {
  const value = (text: string | undefined) => (text && !/^[—–-]$/.test(text) ? text : '');
  return {
    role: value(record.title),
    company: value(record.employer),
    location: value(record.place),
    dates: recordDates(record.period, record.start, record.end),
    bullets: [...(record.description ? [record.description] : []), ...record.bullets],
    written: record.written,
  };
}

/**
 * Roles written as a table whose heading row names its columns ("| Company | Location | Position |
 * Timeframe |", "| Zeitraum | Tätigkeit | Organisation | Ort |"): one role a row. Null when the lines hold
 * no such table, or its headings name neither a title nor an employer.
 */
export function readRoleTable(lines: readonly ResumeLine[]): ExperienceEntry[] | null {
  const rows = lines.filter((line) => line.text.startsWith('|') && !/^[\s:|-]+$/.test(line.text));
  if (rows.length < 2 || rows.length < lines.length / 2) return null;
  const fields = cellsOf(rows[0]!.text).map((heading) => fieldOf.get(headingKey(heading)));
  if (!fields.includes('title') && !fields.includes('employer')) return null;
  return rows.slice(1).map((row) => {
    const record: RoleRecord = { bullets: [], written: [row.text] };
    cellsOf(row.text).forEach((cell, index) => {
      const field = fields[index];
      if (field && cell) record[field] = cell;
    });
    return toEntry(record);
  });
}

const headerLabels = new RegExp(
  `^(?:${labels
    .filter(([field]) => field === 'title' || field === 'employer')
    .flatMap(([, words]) => words)
    .sort((left, right) => right.length - left.length)
    .join('|')})\\s*:\\s*(?=\\S)`,
  'iu',
);

/**
 * The title or employer a line labels on its own ("Stanowisko: Junior Test Engineer", "Empresa: DHL"), without its
 * label and the separator a cell left after it; null for any other line.
 */
export function labelledHeaderLine(text: string): string | null {
  const folded = withoutAccents(text);
  const found = folded.length === text.length ? headerLabels.exec(folded) : null;
  if (!found) return null;
  const value = text
    .slice(found[0].length)
    .replace(/^[\s·|•–—-]+/u, '')
    .trim();
  return value === '' ? null : value;
}

/** A line that can name an employer: short, capitalised, not a sentence or a list's item. */
const nameLine = (text: string) => /^\p{Lu}/u.test(text) && text.split(/\s+/).length <= 8 && !/[.;:,]$/.test(text) && !/\s[•·]\s/.test(text);

/**
 * Roles written as labelled lines ("Empresa: DHL", "Cargo: Jovem Aprendiz", "Início: 12/06/2017 Término:
 * 11/10/2018"): a role a run of them, a new one where a field comes again; the lines between are its
 * bullets. Null unless most roles are written so (two fields or more labelled, on two lines or more).
 */
export function readLabelledRoles(lines: readonly ResumeLine[]): ExperienceEntry[] | null {
  const { records, before, labelledLines, kinds } = readLabelledLines(lines, fieldOf, 'description');
  const named = kinds.has('title') || kinds.has('employer');
  // The section is written so from its start: a labelled line among the roles of another layout ("Role: …") is not.
  if (!named || kinds.size < 2 || labelledLines < 2 || records.length === 0 || before.length > 1) return null;
  // Records that label no employer name it on the plain line above their first label ("Grupo Energisa" over "Cargo: …").
  if (!kinds.has('employer')) {
    records.forEach((record, index) => {
      const above = index === 0 ? before : records[index - 1]!.bullets;
      const line = above.at(-1);
      if (line === undefined || !nameLine(line)) return;
      above.pop();
      record.employer = line;
      record.written.unshift(line);
    });
  }
  // Records that label no dates are dated by a line of dates alone above their first label ("Februari 2010 - Februari
  // 2011:" over "Bedrijfsnaam: …").
  records.forEach((record, index) => {
    if (record.period !== undefined || record.start !== undefined) return;
    const above = index === 0 ? before : records[index - 1]!.bullets;
    const line = above.at(-1);
    if (line === undefined || !onlyDates(line.replace(/:\s*$/, ''))) return;
    above.pop();
    record.period = line.replace(/:\s*$/, '');
    record.written.unshift(line);
  });
  records[0]!.bullets.unshift(...before);
  return records.map(toEntry);
}
