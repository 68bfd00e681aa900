// What each hostile document costs the document reader (worker threads, real limits), next to an
// ordinary one-page resume read in the same run: wall time, ratio to that baseline, and the process's
// peak resident-memory growth (sampled every 5 ms). Prints figures; never passes or fails.
// Run: npx tsx bench/hostile-documents.ts [runs]
import {
  createDocx,
  createEntityExpansionDocx,
  createLyingZipDocx,
  createPdf,
  createPdfTextBomb,
  createPolyglotPdf,
  createXxeDocx,
} from '@seeker/agents/testing';
import type { ResumeFileType } from '@seeker/contract';
import { createDocumentReader } from '../apps/server/src/documents/document-reader';

const megabyte = 1024 * 1024;
const runs = Number(process.argv[2] ?? 3);
const reader = createDocumentReader();

type Sample = { ms: number; peakMb: number; outcome: string };

async function readOnce(type: ResumeFileType, bytes: Uint8Array): Promise<Sample> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const outcome = await reader.read(type, bytes).then(
    ({ text }) => `read ${text.length} chars`,
    (error: Error) => `refused: ${error.message.slice(0, 60)}`,
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, peakMb: (peak - baseline) / megabyte, outcome };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const documents: [string, ResumeFileType, () => Uint8Array | Promise<Uint8Array>][] = [
  ['baseline: one-page resume PDF', 'pdf', () => createPdf(['Jane Doe', 'Engineer', 'TypeScript, React'])],
  ['baseline: one-page resume DOCX', 'docx', () => createDocx(['Jane Doe', 'Engineer', 'TypeScript, React'])],
  ['lying-zip DOCX (inflates to 1 GiB)', 'docx', () => createLyingZipDocx()],
  ['PDF text bomb (inflates to 200 MB)', 'pdf', () => createPdfTextBomb()],
  ['PDF at the budget (30 MB text run)', 'pdf', () => createPdfTextBomb({ inflatedBytes: 30 * megabyte })],
  ['XXE DOCX', 'docx', () => createXxeDocx()],
  ['entity-expansion DOCX', 'docx', () => createEntityExpansionDocx()],
  ['PDF/HTML polyglot', 'pdf', () => createPolyglotPdf()],
];

await reader.read('pdf', createPdf(['warm up'])); // a started worker with pdf.js loaded, as in a running server
const rows: { name: string; ms: number; peakMb: number; outcome: string }[] = [];
for (const [name, type, build] of documents) {
  const bytes = await build();
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run++) samples.push(await readOnce(type, bytes));
  rows.push({
    name: `${name}, ${Math.round(bytes.length / 1024)} KB`,
    ms: median(samples.map((s) => s.ms)),
    peakMb: Math.max(...samples.map((s) => s.peakMb)),
    outcome: samples[0]!.outcome,
  });
}
await reader.close();

const baselineMs = rows[0]!.ms;
console.log(`node ${process.version}, median of ${runs} reads each, one warm worker:`);
for (const row of rows) {
  console.log(
    `${row.name}: ${row.ms.toFixed(0)} ms (${(row.ms / baselineMs).toFixed(1)}x baseline PDF), peak +${row.peakMb.toFixed(0)} MB RSS — ${row.outcome}`,
  );
}
