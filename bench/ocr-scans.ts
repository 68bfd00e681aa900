// What reading a scan by OCR costs through the document reader (worker threads, real limits): wall time, CPU time
// and the process's peak resident-memory growth (sampled every 10 ms) for the image-only dev scans of
// shared/data/resumes (read in place; never the hold-out), and a photo drawn here. Prints figures and the first
// lines read; never passes or fails. Run: npx tsx bench/ocr-scans.ts (under load: node scripts/with-cpu-load.mjs npx tsx …)
import fs from 'node:fs';
import path from 'node:path';
import { createTextImage, sharedResumesDir } from '@seeker/agents/testing';
import type { ResumeFileType } from '@seeker/contract';
import { createDocumentReader } from '../apps/server/src/documents/document-reader';

const resumes = sharedResumesDir();
const scans = ['pl_layout2_aerospaceeng_07.pdf', 'tr_layout2_guestcoord2webdev_01.pdf'];
const inputs: { name: string; type: ResumeFileType; bytes: Uint8Array }[] = [
  ...(resumes ? scans.map((name) => ({ name, type: 'pdf' as const, bytes: fs.readFileSync(path.join(resumes, 'dev', name)) })) : []),
  { name: 'drawn photo (PNG)', type: 'png', bytes: await createTextImage(['Ada Lovelace', 'Analyst at Babbage Engines', 'ada@example.com']) },
];
if (!resumes) console.log('shared/data/resumes is absent beside this clone: the drawn photo only');

const reader = createDocumentReader({ workers: 1, idleMs: 60_000 });
// A warm worker: its start is not part of a read's deadline, nor of these figures.
await reader.read('txt', new TextEncoder().encode('warm'));
for (const { name, type, bytes } of inputs) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const read = await reader.read(type, bytes);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  console.log(
    `${name}: ${(ms / 1000).toFixed(1)} s, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU, peak RSS +${mb(peak - baseline)} MB (${mb(peak)} MB), ocr ${read.ocr}, ${read.text.length} characters`,
  );
  for (const line of read.text.split('\n').slice(0, 6)) console.log(`    ${line}`);
}
await reader.close();
