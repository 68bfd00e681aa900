// What a user waits for between uploading a resume and seeing "Check what Seeker read", and for a
// tailoring, on every real resume of the dev corpus and the hold-out (packages/agents/src/testing/
// tailoring-corpus) as the files they would upload: the file read by the server's document reader
// (worker threads, real limits) plus the structure read from its text; then each resume tailored,
// unchecked and confirmed, against a posting of its field, with its PDF rendered. Beside them, in the same
// run, the baseline: a one-page PDF read by the same reader. Prints p50/p90 and the ratio to the
// baseline; never passes or fails. Run: npx tsx bench/resume-check.ts
import { confirmedToParsed, datesLanguage, readStructure, renderResumePdf, tailorResume } from '@seeker/agents';
import { createPdf } from '@seeker/agents/testing';
import { corpusFiles, type CorpusFile } from '../packages/agents/src/testing/tailoring-corpus/corpus-documents';
import { loadCorpusPostings } from '../packages/agents/src/testing/tailoring-corpus/load-postings';
import { createDocumentReader } from '../apps/server/src/documents/document-reader';

const reader = createDocumentReader();
const now = new Date('2026-11-26T12:00:00Z');
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const time = async <T>(run: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
};

const baselinePdf = createPdf(['Jane Doe', 'Engineer', 'EXPERIENCE', 'Engineer, Acme 2019 - 2024', 'SKILLS', 'TypeScript, React']);
await reader.read('pdf', baselinePdf); // a started worker with pdf.js loaded, as in a running server
const baseline: number[] = [];
for (let run = 0; run < 15; run++) baseline.push((await time(() => reader.read('pdf', baselinePdf)))[1]);
const baseMs = quantile(baseline, 0.5);

const postings = loadCorpusPostings();
const rows: [string, number[]][] = [];
for (const set of ['resumes', 'holdout'] as const) {
  const files: CorpusFile[] = await corpusFiles(set);
  const read: number[] = [];
  const unchecked: number[] = [];
  const confirmed: number[] = [];
  for (const file of files) {
    const [structure, ms] = await time(async () => readStructure((await reader.read(file.type, file.bytes)).text));
    read.push(ms);
    if (file.layout.startsWith('pdf two') || file.layout === 'docx' || file.layout === 'pdf dates above role') continue;
    const { text } = await reader.read(file.type, file.bytes);
    const posting = postings.find((candidate) => candidate.meta.field === file.meta.field) ?? postings[0]!;
    const request = { resumeText: text, jobDescription: posting.text, jobTitle: posting.meta.title, company: posting.meta.company, now };
    const tailorAndRender = async (confirmedResume?: ReturnType<typeof confirmedToParsed>) => {
      const result = await tailorResume({ ...request, ...(confirmedResume ? { confirmed: confirmedResume } : {}) });
      await renderResumePdf(result.resume, 'Resume');
    };
    unchecked.push((await time(() => tailorAndRender().catch(() => undefined)))[1]);
    confirmed.push((await time(() => tailorAndRender(confirmedToParsed(structure.resume, datesLanguage(text)))))[1]);
  }
  const name = set === 'resumes' ? 'dev' : 'hold-out';
  rows.push([`${name}: read the file + the structure (${read.length} files)`, read]);
  rows.push([`${name}: tailor unchecked + PDF (${unchecked.length})`, unchecked]);
  rows.push([`${name}: tailor confirmed + PDF (${confirmed.length})`, confirmed]);
}

console.log(`Baseline: a one-page PDF read by the document reader, median ${baseMs.toFixed(1)} ms (15 runs)\n`);
console.log(`${'step'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)} ${'p90 / baseline'.padStart(15)}`);
for (const [label, values] of rows)
  console.log(
    `${label.padEnd(52)} ${quantile(values, 0.5).toFixed(1).padStart(8)} ${quantile(values, 0.9).toFixed(1).padStart(8)} ${`${(quantile(values, 0.9) / baseMs).toFixed(1)}x`.padStart(15)}`,
  );
await reader.close();
process.exit(0);
