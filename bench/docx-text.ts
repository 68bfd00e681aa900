// What reading a DOCX's text costs (the bounded zip reader, then mammoth on the parts rebuilt as a stored
// zip, and now its layout lines too), for a one-page resume and a long one (400 paragraphs), now and at BASELINE=<commit> (default
// b23fccd: the zip rebuilt by fflate's zipSync, tried in issue 49 and reverted), measured in turn in this process.
// Prints figures; never passes or fails. Run: [BASELINE=<commit>] npx tsx bench/docx-text.ts [rounds]
import { docxText } from '../packages/agents/src/documents/docx/docx-text';
import { ExpansionBudget } from '../packages/agents/src/documents/expansion-budget';
import { createDocx } from '../packages/agents/src/testing/documents';
import { importAtCommit } from './support/code-at-commit';

// The baseline's docxText gave the text alone; the current one gives it with the layout (decision 0043).
type DocxText = { docxText: (bytes: Uint8Array, budget: ExpansionBudget, maxElements: number) => Promise<string> };
type Budget = { ExpansionBudget: typeof ExpansionBudget };

const rounds = Number(process.argv[2] ?? 9);
const baselineCommit = process.env.BASELINE ?? 'b23fccd';
const old = await importAtCommit<DocxText>(baselineCommit, 'packages/agents/src', 'packages/agents/src/documents/docx/docx-text.ts');
const oldBudget = await importAtCommit<Budget>(baselineCommit, 'packages/agents/src', 'packages/agents/src/documents/expansion-budget.ts');

const line = (index: number) =>
  `Led a team of ${index % 9} engineers shipping feature ${index}, cutting load time by ${index % 50}% across the web app.`;
const documents = {
  'one page (40 paragraphs)': await createDocx(Array.from({ length: 40 }, (_, index) => line(index))),
  'long (400 paragraphs)': await createDocx(Array.from({ length: 400 }, (_, index) => line(index))),
};
const cap = 20 * 1024 * 1024;
const reads = 50;

async function time(read: (bytes: Uint8Array) => Promise<unknown>, bytes: Uint8Array): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < reads; index++) await read(bytes);
  return (performance.now() - started) / reads;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const readNow = (bytes: Uint8Array) => docxText(bytes, new ExpansionBudget(cap, 'DOCX'), 200_000);
const readThen = (bytes: Uint8Array) => old.module.docxText(bytes, new oldBudget.module.ExpansionBudget(cap, 'DOCX'), 200_000);

console.log(`node ${process.version}, ${reads} reads a round, median of ${rounds} rounds`);
console.log(`| document | ${baselineCommit} (baseline) | current | current / baseline | same text |`);
console.log('|---|---|---|---|---|');
for (const [name, bytes] of Object.entries(documents)) {
  const same = (await readNow(bytes)).text === (await readThen(bytes));
  const now: number[] = [];
  const then: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      now.push(await time(readNow, bytes));
      then.push(await time(readThen, bytes));
    } else {
      then.push(await time(readThen, bytes));
      now.push(await time(readNow, bytes));
    }
  }
  console.log(
    `| ${name} | ${median(then).toFixed(2)} ms | ${median(now).toFixed(2)} ms | ${(median(now) / median(then)).toFixed(3)} | ${same ? 'yes' : 'NO'} |`,
  );
}
old.cleanUp();
oldBudget.cleanUp();
