// How often pay is read right from real text: the labelled pay strings of
// packages/agents/src/testing/pay-corpus (Ashby summaries and description lines from real boards, each
// with its origin), read by the current code and by the code before issue 21 (git commit BASELINE, taken
// out of git and run in the same process). Prints accuracy per kind of string and what the current code
// still reads wrong; never passes or fails. Run: npx tsx bench/salary-accuracy.ts [--wrong]
import * as current from '../packages/agents/src/job-discovery/normalize';
import { loadPayCorpus, scorePayCorpus, type PayApi, type PayEntry } from '../packages/agents/src/testing/pay-corpus/pay-corpus';
import { importAtCommit } from './support/code-at-commit';

const baselineCommit = process.env.BASELINE ?? 'f15bb1f';
const percent = (right: number, of: number) => `${((100 * right) / of).toFixed(1).padStart(5)}%`;
const entries = loadPayCorpus();
const seen = (entry: PayEntry) => entry.set !== 'hold-out';
const groups: [string, (entry: PayEntry) => boolean][] = [
  ['Ashby summaries', (entry) => seen(entry) && entry.reader === 'ashby-summary'],
  ['description lines stating pay', (entry) => seen(entry) && entry.reader === 'description' && entry.expected !== null],
  ['description lines with money that is not pay', (entry) => seen(entry) && entry.reader === 'description' && entry.expected === null],
  ['all seen while writing the rules', seen],
  ['hold-out: lines stating pay', (entry) => !seen(entry) && entry.expected !== null],
  ['hold-out: lines with money that is not pay', (entry) => !seen(entry) && entry.expected === null],
  ['hold-out: all (labelled after the rules)', (entry) => !seen(entry)],
  ['all', () => true],
];

const baseline = await importAtCommit<PayApi>(baselineCommit, 'packages/agents/src', 'packages/agents/src/job-discovery/normalize/index.ts');
try {
  console.log(`pay strings: ${entries.length} (baseline ${baselineCommit})\n`);
  console.log(`${'strings'.padEnd(48)} ${'count'.padStart(6)} ${'baseline'.padStart(9)} ${'current'.padStart(9)}`);
  for (const [name, belongs] of groups) {
    const group = entries.filter(belongs);
    const before = scorePayCorpus(baseline.module, group);
    const after = scorePayCorpus(current, group);
    console.log(
      `${name.padEnd(48)} ${String(group.length).padStart(6)} ${percent(before.right, before.total).padStart(9)} ${percent(after.right, after.total).padStart(9)}`,
    );
  }
  const start = performance.now();
  for (let round = 0; round < 5; round++) scorePayCorpus(current, entries);
  const currentMs = (performance.now() - start) / 5;
  const baseStart = performance.now();
  for (let round = 0; round < 5; round++) scorePayCorpus(baseline.module, entries);
  const baselineMs = (performance.now() - baseStart) / 5;
  console.log(
    `\ntime for all strings: current ${currentMs.toFixed(1)} ms, baseline ${baselineMs.toFixed(1)} ms (×${(currentMs / baselineMs).toFixed(2)})`,
  );
  if (process.argv.includes('--wrong')) {
    for (const { entry, read } of scorePayCorpus(current, entries).wrong) {
      console.log(
        `\n${entry.reader} ${entry.origin.path} ${entry.origin.jobId}\n  ${entry.text.slice(0, 300)}\n  expected ${JSON.stringify(entry.expected)}\n  read     ${JSON.stringify(read)}`,
      );
    }
  }
} finally {
  baseline.cleanUp();
}
