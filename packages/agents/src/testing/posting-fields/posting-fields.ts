import { readFileSync, readdirSync } from 'node:fs';
import type { JobType, Workplace } from '@seeker/contract';
import type { Posting } from '../../job-discovery/posting';
import type { Salary } from '../../job-discovery/raw-posting';
import type { SourceName } from '../../job-discovery/source-names';
import { readRecorded, recordedFiles, type ReadingCode, type RecordedFile } from '../recorded-sources/read-recorded';

/** What a person read in one posting (LABELS.md). */
export type PostingFieldLabel = {
  file: string;
  source: SourceName;
  id: string;
  title: string;
  pay: Salary[];
  payNote?: string;
  workplace: Workplace | 'unknown';
  jobType: JobType | 'unknown';
  evidence?: Record<string, string>;
};

export type PostingFieldSet = 'dev' | 'holdout' | 'holdout-51' | 'holdout-53';

const here = new URL('./', import.meta.url);
/** dev labels the answers in recorded-sources; the hold-out keeps its own copies. */
const answersOf: Record<PostingFieldSet, URL> = {
  dev: new URL('../recorded-sources/', here),
  holdout: new URL('holdout/', here),
  // Issue 51's providers, labelled by helpers that saw no reader's code.
  'holdout-51': new URL('holdout-51/', here),
  // The providers read since (issue 51's later readers), from repositories no other fixture uses, labelled likewise.
  'holdout-53': new URL('holdout-53/', here),
};

/** A set's labels (every `labels*.json` of its folder) and the recorded answers they label. */
export function loadPostingFieldSet(set: PostingFieldSet): { labels: PostingFieldLabel[]; files: RecordedFile[] } {
  const folder = new URL(`${set}/`, here);
  const labels = readdirSync(folder)
    .filter((name) => /^labels.*\.json$/.test(name))
    .sort()
    .flatMap((name) => (JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as { postings: PostingFieldLabel[] }).postings);
  const labelled = new Set(labels.map((label) => label.file));
  return { labels, files: recordedFiles(answersOf[set]).filter((file) => labelled.has(file.file)) };
}

/** Every posting of the files as `code` reads them, by file and source id. */
export async function readPostingFields(code: ReadingCode, files: RecordedFile[]): Promise<Map<string, Posting>> {
  const read = new Map<string, Posting>();
  for (const file of files) {
    // Code from before a source was read reads none of its postings.
    if (!(file.source in code.sourceAdapters)) continue;
    for (const posting of await readRecorded(code, file.source, file.body)) {
      read.set(`${file.file}#${posting.sourceId}`, posting);
      // A platform on employers' own hosts keys its jobs by the site's host (`jobs.recorded.com/123`); labels by the answer's id.
      const host = posting.board?.slug.split('/')[0];
      if (host && posting.sourceId.startsWith(`${host}/`)) read.set(`${file.file}#${posting.sourceId.slice(host.length + 1)}`, posting);
    }
  }
  return read;
}

const sameAmount = (read: number | null, expected: number | null) =>
  read === expected || (read !== null && expected !== null && Math.abs(read - expected) <= 0.005 * Math.max(1, Math.abs(expected)));

/**
 * Read pay matches one the posting states: both bounds, and the currency and period where the posting makes
 * them clear. Labels list base pay only (LABELS.md): pay shown under another name (OTE, total pay) is none.
 */
export function samePay(shown: Salary | null, stated: Salary[]): boolean {
  const read = shown?.basis ? null : shown;
  if (!stated.length) return read === null;
  return (
    read !== null &&
    stated.some(
      (pay) =>
        sameAmount(read.min, pay.min) &&
        sameAmount(read.max, pay.max) &&
        (pay.currency === null || pay.currency === read.currency) &&
        (pay.period === null || pay.period === read.period),
    )
  );
}

/** One three-way field read against its label: right, stated but shown unknown, not stated but shown. */
export type ValueScore = { right: number; missed: number; invented: number };

export type FieldScore = {
  postings: number;
  /** Postings that state pay, and those read right. */
  payStated: number;
  payRight: number;
  /** Postings stating no pay that show some. */
  payInvented: number;
  workplace: ValueScore;
  jobType: ValueScore;
  /** Labelled postings the adapter did not read at all. */
  unread: number;
  wrong: { label: PostingFieldLabel; field: 'pay' | 'workplace' | 'jobType' | 'unread'; read: unknown }[];
};

/** How the labelled postings were read: pay, way of working and job type, each against the label. */
export function scorePostingFields(labels: PostingFieldLabel[], read: Map<string, Posting>): FieldScore {
  const score: FieldScore = {
    postings: labels.length,
    payStated: 0,
    payRight: 0,
    payInvented: 0,
    workplace: { right: 0, missed: 0, invented: 0 },
    jobType: { right: 0, missed: 0, invented: 0 },
    unread: 0,
    wrong: [],
  };
  for (const label of labels) {
    const posting = read.get(`${label.file}#${label.id}`);
    if (!posting) {
      score.unread++;
      score.wrong.push({ label, field: 'unread', read: null });
      continue;
    }
    if (label.pay.length) score.payStated++;
    if (samePay(posting.salary, label.pay)) {
      if (label.pay.length) score.payRight++;
    } else {
      if (!label.pay.length) score.payInvented++;
      score.wrong.push({ label, field: 'pay', read: posting.salary });
    }
    for (const field of ['workplace', 'jobType'] as const) {
      const value = posting[field] ?? 'unknown';
      const expected = label[field];
      const tally = score[field];
      if (value === expected) {
        tally.right++;
        continue;
      }
      if (value === 'unknown') tally.missed++;
      if (expected === 'unknown') tally.invented++;
      score.wrong.push({ label, field, read: value });
    }
  }
  return score;
}
