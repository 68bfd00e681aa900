// How often a job title is mapped to the right occupation, dev and hold-out side by side in one run: 200 dev titles
// to tune on and the frozen hold-out of 300, real titles in eight languages labelled by hand before the mapper existed
// (packages/agents/src/testing/occupation-titles/), against ESCO and O*NET compiled from ../shared/data/taxonomy as
// `npm run taxonomy:install` compiles them, with the language of the posting or resume as the app knows it. Prints
// the rates overall, by language and inside / outside software: right (the likeliest occupation is one the label
// accepts), right or related (or of its ISCO unit group), shown (sure enough to be shown: occupationForTitle) and
// right of shown; and the index's size, load time and a lookup's cost;
// FAILURES=1 lists the dev titles not right (HOLDOUT_FAILURES=1 the hold-out's: read them only when the work is
// done). Never passes or fails. Run: npx tsx bench/occupation-titles.ts
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  compileOccupations,
  findTaxonomyFiles,
  indexDataLines,
  likeliestOccupation,
  loadOccupationIndexInSteps,
  occupationForTitle,
  titleLanguages,
  type TitleLanguage,
} from '@seeker/agents';
import { sharedTaxonomyDir } from '@seeker/agents/testing';

type Labelled = {
  title?: string;
  titleAt?: { file: string; jobId: string; field: 'title' };
  language: string;
  titleLanguage: string;
  software: boolean;
  accept: string[];
  isco4: string | null;
};

const labelsDir = path.resolve(import.meta.dirname, '../packages/agents/src/testing/occupation-titles');
const taxonomy = sharedTaxonomyDir();
if (!taxonomy) {
  console.log('../shared/data/taxonomy is absent beside this clone: nothing to measure.');
  process.exit(0);
}
const shared = path.dirname(taxonomy);
const postings = new Map<string, { id: unknown; title: string }[]>();
const titleOf = (labelled: Labelled) => {
  if (labelled.title !== undefined) return labelled.title;
  const { file, jobId } = labelled.titleAt!;
  if (!postings.has(file)) {
    const read = JSON.parse(readFileSync(path.join(shared, file), 'utf8')) as
      { jobs?: { id: unknown; title: string }[] } | { id: unknown; title: string }[];
    postings.set(file, Array.isArray(read) ? read : (read.jobs ?? []));
  }
  return postings.get(file)!.find((job) => String(job.id) === jobId)?.title;
};

// As `npm run taxonomy:install` compiles and stores the index, and as the server loads it.
let started = performance.now();
const compiled = compileOccupations(findTaxonomyFiles(taxonomy), taxonomy, (file) => readFileSync(file, 'utf8'));
const compileMs = performance.now() - started;
const stored = gzipSync(indexDataLines(compiled), { level: 6 });
started = performance.now();
const index = await loadOccupationIndexInSteps(gunzipSync(stored));
const loadMs = performance.now() - started;
// DEV_ONLY=1 while tuning: the hold-out's figures are read once, when the work is done.
const sets = process.env.DEV_ONLY ? (['dev'] as const) : (['dev', 'holdout'] as const);
const titlesOf = (set: 'dev' | 'holdout') => (JSON.parse(readFileSync(path.join(labelsDir, `${set}.json`), 'utf8')) as { titles: Labelled[] }).titles;
const languagesOf = (labelled: Labelled): TitleLanguage[] => {
  const language = titleLanguages.find((known) => known === labelled.language);
  return language && language !== 'en' ? [language, 'en'] : ['en'];
};

type Tally = { right: number; related: number; wrong: number; answered: number; answeredRight: number };
const tallies = new Map<string, Tally>();
const count = (key: string, outcome: 'right' | 'related' | 'wrong', answered: boolean, answeredRight: boolean) => {
  const tally = tallies.get(key) ?? { right: 0, related: 0, wrong: 0, answered: 0, answeredRight: 0 };
  tally[outcome]++;
  if (answered) tally.answered++;
  if (answeredRight) tally.answeredRight++;
  tallies.set(key, tally);
};
const failures: Record<'dev' | 'holdout', string[]> = { dev: [], holdout: [] };
let lookups = 0;
started = performance.now();
for (const set of sets)
  for (const labelled of titlesOf(set)) {
    const title = titleOf(labelled);
    if (title === undefined) continue;
    const languages = languagesOf(labelled);
    // The mapping: the likeliest occupation whatever its confidence (what matching can use); what is shown: only a sure one.
    const found = likeliestOccupation(index, title, languages)?.match;
    const shown = occupationForTitle(index, title, languages);
    lookups += 2;
    const outcome: 'right' | 'related' | 'wrong' =
      labelled.accept.length === 0
        ? found
          ? 'wrong'
          : 'right'
        : found && labelled.accept.includes(found.occupation.id)
          ? 'right'
          : found && found.occupation.code === labelled.isco4
            ? 'related'
            : 'wrong';
    for (const key of [
      'all',
      `language ${labelled.language}`,
      `title in ${labelled.titleLanguage}`,
      labelled.software ? 'software' : 'outside software',
    ])
      count(`${set}\u0000${key}`, outcome, shown !== undefined, shown !== undefined && labelled.accept.includes(shown.occupation.id));
    if (outcome !== 'right')
      failures[set].push(
        `${outcome.padEnd(7)} ${JSON.stringify(title)} → ${found ? `${found.occupation.label} (${found.occupation.code}, ${found.confidence} via "${found.title}")` : 'nothing'}; accept ${labelled.accept.length ? labelled.isco4 : 'nothing'}`,
      );
  }
const lookupMs = (performance.now() - started) / lookups;

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
console.log(
  '| titles | dev n | dev right | dev right or related | dev shown | dev right of shown | hold-out n | hold-out right | hold-out right or related | hold-out shown | hold-out right of shown |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
const keys = [...new Set([...tallies.keys()].map((key) => key.split('\u0000')[1]!))];
const order = [
  'all',
  'software',
  'outside software',
  ...keys.filter((key) => key.startsWith('language')).sort(),
  ...keys.filter((key) => key.startsWith('title in')).sort(),
];
const cells = (tally: Tally | undefined) => {
  if (!tally) return '0 | – | – | – | –';
  const n = tally.right + tally.related + tally.wrong;
  const ofAnswered = tally.answered ? percent(tally.answeredRight, tally.answered) : '–';
  return `${n} | ${percent(tally.right, n)} | ${percent(tally.right + tally.related, n)} | ${percent(tally.answered, n)} | ${ofAnswered}`;
};
for (const key of order) console.log(`| ${key} | ${cells(tallies.get(`dev\u0000${key}`))} | ${cells(tallies.get(`holdout\u0000${key}`))} |`);
console.log(
  `\nIndex: ${index.occupations.length} occupations, ${index.titleText.length} titles, ${(stored.length / 1024 / 1024).toFixed(1)} MB stored; compiled in ${(compileMs / 1000).toFixed(1)} s; loaded (gunzip, parse, word index) in ${(loadMs / 1000).toFixed(2)} s; a title's lookup ${lookupMs.toFixed(2)} ms (mean of ${lookups}). Load average at the end: ${loadavg()[0]!.toFixed(2)}.`,
);
if (process.env.FAILURES) console.log(`\nDev titles not right:\n${failures.dev.join('\n')}`);
if (process.env.HOLDOUT_FAILURES) console.log(`\nHold-out titles not right:\n${failures.holdout.join('\n')}`);
