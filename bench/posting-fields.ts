// How postings' pay, way of working and job type are read from real recorded answers, end to end through
// each source's adapter and normalisation as a search reads them: the labelled sets of
// packages/agents/src/testing/posting-fields (LABELS.md), dev and the frozen hold-out side by side, with the
// code at BASELINE (default: before issue 46) and the current code in one run. Prints figures; never passes
// or fails. Run: [SETS=dev] npx tsx bench/posting-fields.ts [--wrong] [--wrong=holdout|holdout-51|holdout-53]
import * as current from '../packages/agents/src/index';
import type { ReadingCode } from '../packages/agents/src/testing/recorded-sources/read-recorded';
import {
  loadPostingFieldSet,
  readPostingFields,
  scorePostingFields,
  type FieldScore,
  type PostingFieldSet,
} from '../packages/agents/src/testing/posting-fields/posting-fields';
import { importAtCommit } from './support/code-at-commit';

const baselineCommit = process.env.BASELINE ?? '250efff';
// SETS=dev while the readers are being written: the hold-out is read once, when they are done.
const sets = (process.env.SETS ?? 'dev,holdout,holdout-51,holdout-53').split(',') as PostingFieldSet[];
const wrongOf = process.argv.find((argument) => argument.startsWith('--wrong'));
const wrongSet: PostingFieldSet | null = wrongOf ? ((wrongOf.split('=')[1] as PostingFieldSet | undefined) ?? 'dev') : null;

const percent = (right: number, of: number) => (of ? `${((100 * right) / of).toFixed(1)}%` : '–');
const rows: [string, (score: FieldScore) => string][] = [
  ['postings labelled', (s) => String(s.postings)],
  ['postings not read at all', (s) => String(s.unread)],
  ['pay right, of postings stating it', (s) => `${percent(s.payRight, s.payStated)} (${s.payRight}/${s.payStated})`],
  ['pay shown where none is stated', (s) => String(s.payInvented)],
  ['way of working right', (s) => `${percent(s.workplace.right, s.postings - s.unread)}`],
  ['  stated, shown unknown', (s) => String(s.workplace.missed)],
  ['  not stated, shown', (s) => String(s.workplace.invented)],
  ['job type right', (s) => `${percent(s.jobType.right, s.postings - s.unread)}`],
  ['  stated, shown unknown', (s) => String(s.jobType.missed)],
  ['  not stated, shown', (s) => String(s.jobType.invented)],
];

const baseline = await importAtCommit<ReadingCode>(baselineCommit, 'packages/agents/src', 'packages/agents/src/index.ts');
try {
  const scores = new Map<string, FieldScore>();
  const loaded = new Map(sets.map((set) => [set, loadPostingFieldSet(set)]));
  for (const set of sets) {
    const { labels, files } = loaded.get(set)!;
    for (const [name, code] of [
      ['baseline', baseline.module],
      ['current', current as unknown as ReadingCode],
    ] as const) {
      scores.set(`${set} ${name}`, scorePostingFields(labels, await readPostingFields(code, files)));
    }
  }
  const columns = sets.flatMap((set) => [`${set} ${baselineCommit}`, `${set} current`]);
  const keys = sets.flatMap((set) => [`${set} baseline`, `${set} current`]);
  console.log(
    `boards and feeds: ${sets.map((set) => `${set} ${loaded.get(set)!.files.length} files, ${new Set(loaded.get(set)!.labels.map((label) => label.source)).size} sources`).join('; ')}\n`,
  );
  console.log(`| ${'what'.padEnd(36)} | ${columns.map((column) => column.padEnd(18)).join(' | ')} |`);
  console.log(`| ${'-'.repeat(36)} | ${columns.map(() => '-'.repeat(18)).join(' | ')} |`);
  for (const [name, cell] of rows) console.log(`| ${name.padEnd(36)} | ${keys.map((key) => cell(scores.get(key)!).padEnd(18)).join(' | ')} |`);
  if (wrongSet) {
    for (const { label, field, read } of scores.get(`${wrongSet} current`)!.wrong) {
      const expected = field === 'pay' ? label.pay : field === 'workplace' ? label.workplace : field === 'jobType' ? label.jobType : '';
      console.log(
        `\n${field}: ${label.file} ${label.id} ${label.title}\n  expected ${JSON.stringify(expected)}  read ${JSON.stringify(read)}\n  evidence ${JSON.stringify(label.evidence?.[field] ?? label.payNote ?? '').slice(0, 300)}`,
      );
    }
  }
} finally {
  baseline.cleanUp();
}
