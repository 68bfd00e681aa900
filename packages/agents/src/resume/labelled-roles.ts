import type { DateRange, ExperienceEntry } from '@seeker/contract';
import { findDateRange, normalizeDatePoint } from './dates';
import { headingKey } from './resume-headings';
import type { ResumeLine } from './resume-lines';

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
      'organisatie',
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

const fieldOf = new Map(labels.flatMap(([field, words]) => words.map((word) => [word, field] as const)));
const labelWords = [...fieldOf.keys()].sort((left, right) => right.length - left.length);
// "Empresa: X", "Início: 12/06/2017 Término: 11/10/2018": a label, a colon, its value, up to the next label.
const labelled = new RegExp(`(?:^|\\s)(${labelWords.join('|')})\\s*:\\s*`, 'giu');

type RoleRecord = Partial<Record<Field, string>> & { bullets: string[]; written: string[] };

const cellsOf = (text: string) =>
  text
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.replace(/[*_`]/g, '').trim());

function toEntry(record: RoleRecord): ExperienceEntry {
  let dates: DateRange | null = record.period ? (findDateRange(record.period)?.range ?? null) : null;
  if (!dates && (record.start || record.end)) {
    const point = (text: string | undefined) => (text ? normalizeDatePoint(findDateRange(text)?.range.text ?? text) : null);
    const open = record.end !== undefined && findDateRange(record.end) === null && record.end.trim() !== '';
    dates = {
      text: [record.start, record.end].filter(Boolean).join(' – '),
      start: point(record.start),
      end: open ? null : point(record.end),
      current: open || (record.start !== undefined && record.end === undefined),
    };
  }
  const value = (text: string | undefined) => (text && !/^[—–-]$/.test(text) ? text : '');
  return {
    role: value(record.title),
    company: value(record.employer),
    location: value(record.place),
    dates,
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

/**
 * Roles written as labelled lines ("Empresa: DHL", "Cargo: Jovem Aprendiz", "Início: 12/06/2017 Término:
 * 11/10/2018"): a role a run of them, a new one where a field comes again; the lines between are its
 * bullets. Null unless most roles are written so (two fields or more labelled, on two lines or more).
 */
export function readLabelledRoles(lines: readonly ResumeLine[]): ExperienceEntry[] | null {
  const records: RoleRecord[] = [];
  const before: string[] = [];
  let current: RoleRecord | null = null;
  let labelledLines = 0;
  const kinds = new Set<Field>();
  for (const line of lines) {
    // Labels are matched without accents ("Início"), on a copy of the same length where it can be made.
    const folded = line.text.normalize('NFD').replace(/\p{M}/gu, '');
    const text = folded.length === line.text.length ? line.text : folded;
    const pairs = [...folded.matchAll(labelled)];
    if (pairs.length === 0 || pairs[0]!.index > 1) {
      (current?.bullets ?? before).push(line.text);
      continue;
    }
    labelledLines++;
    const values = pairs.map((match, at) => {
      const end = at + 1 < pairs.length ? pairs[at + 1]!.index : text.length;
      return [
        fieldOf.get(headingKey(match[1]!))!,
        text
          .slice(match.index + match[0].length, end)
          .replace(/[*_`]/g, '')
          .trim(),
      ] as const;
    });
    if (!current || values.some(([field]) => field !== 'description' && current![field] !== undefined)) {
      current = { bullets: [], written: [] };
      records.push(current);
    }
    current.written.push(line.text);
    for (const [field, value] of values) {
      kinds.add(field);
      current[field] = value;
    }
  }
  const named = kinds.has('title') || kinds.has('employer');
  // The section is written so from its start: a labelled line among the roles of another layout ("Role: …") is not.
  if (!named || kinds.size < 2 || labelledLines < 2 || records.length === 0 || before.length > 1) return null;
  records[0]!.bullets.unshift(...before);
  return records.map(toEntry);
}
