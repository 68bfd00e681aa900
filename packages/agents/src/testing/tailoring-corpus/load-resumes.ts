import { readdirSync, readFileSync } from 'node:fs';

/** How the corpus document is stored: a JSON Resume file, a markdown file, or plain text. */
export type CorpusFormat = 'json-resume' | 'markdown' | 'text';
export type CorpusLanguage = 'en' | 'es' | 'de' | 'fr' | 'pt' | 'it' | 'nl' | 'pl';
export type CorpusField =
  | 'software'
  | 'data'
  | 'healthcare'
  | 'sales'
  | 'design'
  | 'product'
  | 'teaching'
  | 'finance'
  | 'trades'
  | 'hospitality'
  | 'logistics'
  | 'legal'
  | 'engineering'
  | 'admin'
  | 'other';

/** A work role as a careful human reads it: dates are YYYY-MM, YYYY, "present" or null when the document gives none. */
export type ExpectedRole = {
  employer: string;
  title: string;
  start: string | null;
  end: string | null;
};

export type ExpectedEducation = {
  degree: string;
  school: string;
};

/** Where a corpus resume came from and the hand-checked parse expected from it (see resumes/README.md). */
export type ResumeMeta = {
  origin: {
    repository: string;
    path: string;
    commit: string;
    licence: string;
    /** Set when the resume text is one string field of the source JSON file rather than the whole file. */
    jsonField?: string;
    /** Set when the resume text is one cell of a table file (CSV): which row and column, as a reader finds it again. */
    cell?: string;
  };
  format: CorpusFormat;
  language: CorpusLanguage;
  field: CorpusField;
  layoutNotes: string;
  expected: {
    name: string;
    email: string;
    phone: string;
    roles: ExpectedRole[];
    education: ExpectedEducation[];
    skills: string[];
  };
};

/**
 * The dev corpus's batches collected for issue 45 (ids `da-` to `de-`, then the language: `da-en-…`,
 * `de-fr-…`), to widen what the reader is tuned on; issue 20's first batch is named by language or field
 * alone (`de-other-01`, `data-01`).
 */
export const isIssue45Batch = (id: string) => /^d[a-e]-[a-z]{2}-/.test(id);

export type CorpusResume = {
  id: string;
  text: string;
  meta: ResumeMeta;
};

/** The tuning corpus (`resumes/`) and the hold-out (`holdout/`), frozen before the reader changed and scored only at the end. */
export type CorpusSet = 'resumes' | 'holdout';
const extensions: Record<CorpusFormat, string> = { 'json-resume': 'json', markdown: 'md', text: 'txt' };
const formats: readonly CorpusFormat[] = ['json-resume', 'markdown', 'text'];
export const languages: readonly CorpusLanguage[] = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl'];
export const fields: readonly CorpusField[] = [
  'software',
  'data',
  'healthcare',
  'sales',
  'design',
  'product',
  'teaching',
  'finance',
  'trades',
  'hospitality',
  'logistics',
  'legal',
  'engineering',
  'admin',
  'other',
];
const datePattern = /^(\d{4}(-\d{2})?|present)$/;

/** Every resume of a set with its text (bytes as read from the source repository) and its labels, sorted by id. */
export function loadCorpusResumes(set: CorpusSet = 'resumes'): CorpusResume[] {
  const resumesDir = new URL(`./${set}/`, import.meta.url);
  return readdirSync(resumesDir)
    .filter((name) => name.endsWith('.meta.json'))
    .map((name) => name.slice(0, -'.meta.json'.length))
    .sort()
    .map((id) => {
      const meta = parseMeta(id, JSON.parse(readFileSync(new URL(`${id}.meta.json`, resumesDir), 'utf8')) as unknown);
      const text = readFileSync(new URL(`${id}.${extensions[meta.format]}`, resumesDir), 'utf8');
      return { id, text, meta };
    });
}

function parseMeta(id: string, value: unknown): ResumeMeta {
  const fail = (what: string): never => {
    throw new Error(`tailoring corpus: ${id}.meta.json has an invalid ${what}`);
  };
  const meta = record(value) ?? fail('document');
  const origin = record(meta.origin) ?? fail('origin');
  const expected = record(meta.expected) ?? fail('expected');
  const jsonField = origin.jsonField === undefined ? undefined : (str(origin.jsonField) ?? fail('origin.jsonField'));
  const cell = origin.cell === undefined ? undefined : (str(origin.cell) ?? fail('origin.cell'));
  const commit = str(origin.commit) ?? fail('origin.commit');
  if (!/^[0-9a-f]{40}$/.test(commit)) fail('origin.commit');
  return {
    origin: {
      repository: str(origin.repository) ?? fail('origin.repository'),
      path: str(origin.path) ?? fail('origin.path'),
      commit,
      licence: str(origin.licence) ?? fail('origin.licence'),
      ...(jsonField === undefined ? {} : { jsonField }),
      ...(cell === undefined ? {} : { cell }),
    },
    format: oneOf(meta.format, formats) ?? fail('format'),
    language: oneOf(meta.language, languages) ?? fail('language'),
    field: oneOf(meta.field, fields) ?? fail('field'),
    layoutNotes: str(meta.layoutNotes) ?? fail('layoutNotes'),
    expected: {
      name: str(expected.name) ?? fail('expected.name'),
      email: str(expected.email) ?? fail('expected.email'),
      phone: str(expected.phone) ?? fail('expected.phone'),
      roles:
        list(expected.roles, (item) => {
          const role = record(item) ?? fail('role');
          return {
            employer: str(role.employer) ?? fail('role.employer'),
            title: str(role.title) ?? fail('role.title'),
            start: roleDate(role.start, () => fail('role.start')),
            end: roleDate(role.end, () => fail('role.end')),
          };
        }) ?? fail('expected.roles'),
      education:
        list(expected.education, (item) => {
          const entry = record(item) ?? fail('education entry');
          return { degree: str(entry.degree) ?? fail('education.degree'), school: str(entry.school) ?? fail('education.school') };
        }) ?? fail('expected.education'),
      skills: list(expected.skills, (item) => str(item) ?? fail('skill')) ?? fail('expected.skills'),
    },
  };
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function list<T>(value: unknown, item: (entry: unknown) => T): T[] | undefined {
  return Array.isArray(value) ? value.map((entry: unknown) => item(entry)) : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A role date is YYYY, YYYY-MM, "present", or null when the document gives none. */
function roleDate(value: unknown, onInvalid: () => never): string | null {
  if (value === null) return null;
  return typeof value === 'string' && datePattern.test(value) ? value : onInvalid();
}
