import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fields, languages, type CorpusField, type CorpusLanguage } from './load-resumes';

// Real job postings cut from public GitHub repositories, each with hand-labelled requirements.
// See ./postings/README.md for where every posting comes from.

export type PostingLanguage = CorpusLanguage;

export type PostingField = CorpusField;

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
  /** The occupation as a person would name it ("line cook", "HGV driver"), when labelled. */
  occupation?: string;
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

/** The postings tuned on (`postings/`) and the hold-out (`postings-holdout/`), collected with the hold-out resumes' matches and never tuned on. */
export type PostingSet = 'postings' | 'postings-holdout';

/** For each resume of the matching resume set: a posting a person with that resume would apply to, and one of another occupation in the same language. */
export type PostingMatches = Record<string, { matching: string; mismatching: string }>;

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
  const foundLanguage = languages.find((entry) => entry === language);
  const foundField = fields.find((entry) => entry === field);
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
    ...(typeof raw['occupation'] === 'string' ? { occupation: raw['occupation'] } : {}),
    expected: {
      required: listField(expected, 'required', id),
      preferred: listField(expected, 'preferred', id),
      notRequirements: listField(expected, 'notRequirements', id),
    },
  };
}

/** Every posting of a set with its text and labels, sorted by id. */
export function loadCorpusPostings(set: PostingSet = 'postings'): CorpusPosting[] {
  const postingsDir = new URL(`./${set}/`, import.meta.url);
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

/** The set's `matches.json`, each id checked against the set's postings. */
export function loadPostingMatches(set: PostingSet = 'postings'): PostingMatches {
  const file = new URL(`./${set}/matches.json`, import.meta.url);
  if (!existsSync(file)) return {};
  const ids = new Set(loadCorpusPostings(set).map((posting) => posting.id));
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(raw)) throw new Error(`${set}/matches.json: not an object`);
  const matches: PostingMatches = {};
  for (const [resume, pair] of Object.entries(raw)) {
    if (!isRecord(pair)) throw new Error(`${set}/matches.json: "${resume}" must be an object`);
    const matching = stringField(pair, 'matching', resume);
    const mismatching = stringField(pair, 'mismatching', resume);
    for (const id of [matching, mismatching]) if (!ids.has(id)) throw new Error(`${set}/matches.json: "${resume}" names no posting "${id}"`);
    matches[resume] = { matching, mismatching };
  }
  return matches;
}
