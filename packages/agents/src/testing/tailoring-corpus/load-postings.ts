import { readdirSync, readFileSync } from 'node:fs';

// Real job postings cut from public GitHub repositories, each with hand-labelled requirements.
// See ./postings/README.md for where every posting comes from.

export type PostingLanguage = 'en' | 'es' | 'de' | 'fr' | 'pt';

export type PostingField = 'software' | 'data' | 'healthcare' | 'sales' | 'design' | 'product' | 'teaching' | 'finance' | 'other';

export type PostingOrigin = {
  /** owner/name of the public GitHub repository the text was read from. */
  repository: string;
  /** Path of the file inside that repository. */
  path: string;
  /** The 40-hex commit of the file version that was read. */
  commit: string;
  /** Where the posting sits inside the file (index, id, field), when the file holds more than one. */
  item?: string;
  licence: string;
};

export type PostingMeta = {
  origin: PostingOrigin;
  /** Job title as posted. */
  title: string;
  /** Employer as posted, or '' when the posting does not say. */
  company: string;
  language: PostingLanguage;
  field: PostingField;
  expected: {
    /** What the posting requires, as short phrases in its own words. */
    required: string[];
    /** What it only prefers: bonus, nice to have, a plus, preferred. */
    preferred: string[];
    /** Phrases a naive reader might wrongly take as requirements (benefits, boilerplate). */
    notRequirements: string[];
  };
};

export type CorpusPosting = {
  id: string;
  /** The description exactly as found: plain text (.txt) or HTML (.html). */
  text: string;
  meta: PostingMeta;
};

const postingsDir = new URL('./postings/', import.meta.url);

const LANGUAGES: readonly PostingLanguage[] = ['en', 'es', 'de', 'fr', 'pt'];
const FIELDS: readonly PostingField[] = ['software', 'data', 'healthcare', 'sales', 'design', 'product', 'teaching', 'finance', 'other'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function stringField(record: Record<string, unknown>, key: string, id: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`${id}.meta.json: "${key}" must be a string`);
  return value;
}

function listField(record: Record<string, unknown>, key: string, id: string): string[] {
  const value = record[key];
  if (!isStringArray(value)) throw new Error(`${id}.meta.json: "expected.${key}" must be a list of strings`);
  return value;
}

function parseMeta(raw: unknown, id: string): PostingMeta {
  if (!isRecord(raw)) throw new Error(`${id}.meta.json: not an object`);
  const origin = raw['origin'];
  const expected = raw['expected'];
  if (!isRecord(origin)) throw new Error(`${id}.meta.json: "origin" must be an object`);
  if (!isRecord(expected)) throw new Error(`${id}.meta.json: "expected" must be an object`);

  const language = stringField(raw, 'language', id);
  const field = stringField(raw, 'field', id);
  const foundLanguage = LANGUAGES.find((entry) => entry === language);
  const foundField = FIELDS.find((entry) => entry === field);
  if (foundLanguage === undefined) throw new Error(`${id}.meta.json: unknown language "${language}"`);
  if (foundField === undefined) throw new Error(`${id}.meta.json: unknown field "${field}"`);

  const commit = stringField(origin, 'commit', id);
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`${id}.meta.json: origin.commit must be 40 hex digits`);
  const item = origin['item'];
  if (item !== undefined && typeof item !== 'string') throw new Error(`${id}.meta.json: origin.item must be a string`);

  return {
    origin: {
      repository: stringField(origin, 'repository', id),
      path: stringField(origin, 'path', id),
      commit,
      ...(item === undefined ? {} : { item }),
      licence: stringField(origin, 'licence', id),
    },
    title: stringField(raw, 'title', id),
    company: stringField(raw, 'company', id),
    language: foundLanguage,
    field: foundField,
    expected: {
      required: listField(expected, 'required', id),
      preferred: listField(expected, 'preferred', id),
      notRequirements: listField(expected, 'notRequirements', id),
    },
  };
}

/** Every posting of the corpus with its text and labels, sorted by id. */
export function loadCorpusPostings(): CorpusPosting[] {
  const files = readdirSync(postingsDir);
  const ids = files
    .filter((name) => name.endsWith('.meta.json'))
    .map((name) => name.slice(0, -'.meta.json'.length))
    .sort();

  return ids.map((id) => {
    const textFile = [`${id}.txt`, `${id}.html`].find((name) => files.includes(name));
    if (textFile === undefined) throw new Error(`posting ${id}: no ${id}.txt or ${id}.html beside its meta`);
    const meta = parseMeta(JSON.parse(readFileSync(new URL(`${id}.meta.json`, postingsDir), 'utf8')), id);
    const text = readFileSync(new URL(textFile, postingsDir), 'utf8');
    return { id, text, meta };
  });
}
