// What the installed ESCO/O*NET index costs (decision 0046): its size on disk, the time to compile it from
// ../shared/data/taxonomy as `npm run taxonomy:install` does, the time and heap a server spends loading it (measured in a
// fresh child process, so nothing else shares its heap) with the longest it held the event loop at once, and what reading a posting with its skills costs beside
// reading it without (the same postings, the same run). Prints figures; never passes or fails.
// Run: npx tsx bench/taxonomy-index.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  buildOccupationIndex,
  compileOccupations,
  detectLanguage,
  findTaxonomyFiles,
  indexDataLines,
  loadOccupationIndexInSteps,
  readJobPosting,
} from '@seeker/agents';
import { loadCorpusPostings } from '../packages/agents/src/testing/tailoring-corpus/load-postings';
import { sharedTaxonomyDir } from '../packages/agents/src/testing/shared-taxonomy';

const child = process.argv[2] === '--load';
if (child) {
  // In the child: load the stored index as the server does, and say what it holds on the heap.
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  const before = process.memoryUsage().heapUsed;
  // How long the event loop is held at once while it loads (the monitor ticks every 10 ms; the rest is the hold).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  // Read and unzipped off the event loop, as the server does (occupation-knowledge.ts).
  const index = await loadOccupationIndexInSteps(await promisify(gunzip)(await readFile(process.argv[3]!)));
  const loadMs = performance.now() - started;
  loop.disable();
  const holdMs = Math.max(0, loop.max / 1e6 - 10);
  gc();
  const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  console.log(JSON.stringify({ loadMs, holdMs, heapMb, rssMb: process.memoryUsage().rss / 1024 / 1024, skills: index.skills.skills.length }));
} else {
  const folder = sharedTaxonomyDir();
  if (!folder) {
    console.log('../shared/data/taxonomy is absent: nothing to measure.');
    process.exit(0);
  }
  console.log(`Load average at the start: ${loadavg()[0]!.toFixed(2)}`);
  let started = performance.now();
  const data = compileOccupations(findTaxonomyFiles(folder), folder, (file) => readFileSync(file, 'utf8'));
  const compileMs = performance.now() - started;
  const stored = gzipSync(indexDataLines(data), { level: 6 });
  const scratch = mkdtempSync(path.join(tmpdir(), 'seeker-taxonomy-bench-'));
  const file = path.join(scratch, 'index.json.gz');
  writeFileSync(file, stored);
  // The baseline: the same index stored without its skills (what issue 69's first slice loaded), read the same way.
  const withoutSkills = path.join(scratch, 'without-skills.json.gz');
  writeFileSync(withoutSkills, gzipSync(indexDataLines({ ...data, skills: [], skillLabels: [], occupationSkills: [] }), { level: 6 }));
  const load = (stored: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, '--load', stored], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1)!,
    ) as { loadMs: number; holdMs: number; heapMb: number; rssMb: number };
  const loads: { whole: ReturnType<typeof load>[]; without: ReturnType<typeof load>[] } = { whole: [], without: [] };
  // Interleaved, so the machine's noise falls on both alike.
  for (let round = 0; round < 3; round++) {
    loads.without.push(load(withoutSkills));
    loads.whole.push(load(file));
  }
  rmSync(scratch, { recursive: true, force: true });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  type Load = { loadMs: number; holdMs: number; heapMb: number };
  const seconds = (runs: Load[]) => (median(runs.map((run) => run.loadMs)) / 1000).toFixed(2);
  const megabytes = (runs: Load[]) => median(runs.map((run) => run.heapMb)).toFixed(0);
  const ratio = (runs: Load[], baseline: Load[], key: keyof Load) =>
    `${(median(runs.map((run) => run[key])) / median(baseline.map((run) => run[key]))).toFixed(2)}×`;

  const index = buildOccupationIndex(data);
  const postings = [...loadCorpusPostings('postings'), ...loadCorpusPostings('postings-holdout')];
  // Tailoring and cover letters know the posting's language already (they write in it) and hand it over.
  const languages = postings.map((posting) => detectLanguage(posting.text));
  const timeReading = (withSkills: boolean) => {
    const times: number[] = [];
    for (let round = 0; round < 5; round++)
      postings.forEach((posting, at) => {
        started = performance.now();
        readJobPosting(posting.text, posting.meta.title, posting.meta.company, withSkills ? { taxonomy: index, language: languages[at] } : {});
        times.push(performance.now() - started);
      });
    return times;
  };
  timeReading(true);
  const [without, withSkills] = [median(timeReading(false)), median(timeReading(true))];
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`
| what | figure |
|---|---|
| occupations, titles | ${data.occupations.length.toLocaleString('en')}, ${data.titles.length.toLocaleString('en')} |
| skills (ESCO skills, O*NET technologies and tools), their labels | ${data.skills.length.toLocaleString('en')}, ${data.skillLabels.length.toLocaleString('en')} |
| occupation–skill relations | ${data.occupationSkills.length.toLocaleString('en')} |
| stored (gzip) | ${(stored.length / 1024 / 1024).toFixed(1)} MB |
| compiled from the publishers' files | ${(compileMs / 1000).toFixed(1)} s |
| loaded (gunzip, parse, indexes, a slice at a time as the server does), median of 3 fresh processes | ${seconds(loads.whole)} s (${ratio(loads.whole, loads.without, 'loadMs')} the index without skills: ${seconds(loads.without)} s) |
| longest the event loop was held at once while loading, median of 3 | ${median(loads.whole.map((run) => run.holdMs)).toFixed(0)} ms (without skills: ${median(loads.without.map((run) => run.holdMs)).toFixed(0)} ms) |
| heap the loaded index holds, median of 3 | ${megabytes(loads.whole)} MB (${ratio(loads.whole, loads.without, 'heapMb')} without skills: ${megabytes(loads.without)} MB) |
| a posting read without the taxonomy, median of ${postings.length} × 5 | ${ms(without)} |
| the same posting read with its skills (its language known, as tailoring hands it over) | ${ms(withSkills)} (${(withSkills / without).toFixed(2)}×) |

Load average at the end: ${loadavg()[0]!.toFixed(2)}`);
}
