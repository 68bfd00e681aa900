// What ranking 10,000 postings against one user's preferences costs, next to the least it could cost:
// one bare tokenize pass over the same texts, measured in the same run. Synthetic postings from the
// seeded generator in synthetic-postings.ts (same input every run). With BASELINE=<commit>, the ranking
// code of that commit too, its runs taken in turn with the current code's in the same process.
// With ../shared/data/taxonomy beside the clone, then the same ranking for a title ESCO knows surely ("Software
// Developer"), by words and with ESCO and O*NET (decision 0048): the first time (every title's occupation read)
// and after (read titles remembered), as a ratio to the ranking by words in the same run.
// Prints figures; never passes or fails.
// Run: [BASELINE=<commit>] npx tsx bench/rank-postings.ts [iterations] [postings]
import * as current from '../packages/agents/src/job-discovery/rank';
import { sharedOccupationIndex } from '../packages/agents/src/testing/shared-taxonomy';
import { importAtCommit } from './support/code-at-commit';
import { benchNow, benchPreferences, createSyntheticPostings } from './synthetic-postings';

const { rankPostings, tokenize } = current;
const baselineCommit = process.env.BASELINE;
const baseline = baselineCommit
  ? await importAtCommit<typeof current>(baselineCommit, 'packages/agents/src', 'packages/agents/src/job-discovery/rank/index.ts')
  : undefined;

const iterations = Number(process.argv[2] ?? 7);
const count = Number(process.argv[3] ?? 10_000);
const postings = createSyntheticPostings(count);

// The same texts ranking reads, each tokenised once and nothing else.
function tokenizeAll(): number {
  let tokens = 0;
  for (const posting of postings) {
    tokens +=
      tokenize(posting.title).length +
      tokenize(posting.company).length +
      tokenize(posting.location).length +
      tokenize(posting.descriptionText).length;
    for (const item of posting.qualifications) tokens += tokenize(item).length;
    for (const tag of posting.tags) tokens += tokenize(tag).length;
  }
  return tokens;
}

const rankAll = () => rankPostings(postings, benchPreferences, { now: benchNow });
const rankAllBaseline = baseline ? () => baseline.module.rankPostings(postings, benchPreferences, { now: benchNow }) : undefined;

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const tokenCount = tokenizeAll(); // warm-up for both
const ranked = rankAll();
const rankedBaseline = rankAllBaseline?.();
const tokenizeMs: number[] = [];
const rankMs: number[] = [];
const baselineMs: number[] = [];
for (let run = 0; run < iterations; run++) {
  tokenizeMs.push(time(tokenizeAll));
  // In turn, the first of the two changing each run: neither always runs on a warmer machine.
  if (rankAllBaseline && run % 2 === 1) baselineMs.push(time(rankAllBaseline));
  rankMs.push(time(rankAll));
  if (rankAllBaseline && run % 2 === 0) baselineMs.push(time(rankAllBaseline));
}

const characters = postings.reduce(
  (sum, p) =>
    sum +
    p.title.length +
    p.company.length +
    p.location.length +
    p.descriptionText.length +
    p.qualifications.join('').length +
    p.tags.join('').length,
  0,
);
const base = median(tokenizeMs);
const rank = median(rankMs);
console.log(
  `node ${process.version}, ${count} postings (${(characters / 1024 / 1024).toFixed(1)} M characters, ${tokenCount} tokens), median of ${iterations} runs:`,
);
console.log(`tokenize only (baseline): ${base.toFixed(1)} ms`);
console.log(
  `rankPostings, all ${count}: ${rank.toFixed(1)} ms (${(rank / base).toFixed(2)}x baseline), ${ranked.length} kept after exclude keywords, top score ${ranked[0]?.score ?? '-'}`,
);
console.log(`top reason: ${ranked[0]?.reason ?? '-'}`);
if (baseline && rankedBaseline) {
  const before = median(baselineMs);
  const same =
    JSON.stringify(rankedBaseline.map((item) => [item.posting.sourceId, item.score])) ===
    JSON.stringify(ranked.map((item) => [item.posting.sourceId, item.score]));
  console.log(
    `rankPostings at ${baselineCommit}: ${before.toFixed(1)} ms; current / ${baselineCommit}: ${(rank / before).toFixed(3)}; same ranking: ${same ? 'yes' : 'NO'}`,
  );
  baseline.cleanUp();
}

const taxonomy = sharedOccupationIndex();
if (taxonomy) {
  const preferences = { ...benchPreferences, titles: ['Software Developer'] };
  const byWords = () => rankPostings(postings, preferences, { now: benchNow });
  const withTaxonomy = () => rankPostings(postings, preferences, { now: benchNow, knowledge: { taxonomy } });
  byWords();
  const first = time(withTaxonomy);
  const wordsMs: number[] = [];
  const taxonomyMs: number[] = [];
  for (let run = 0; run < iterations; run++) {
    wordsMs.push(time(byWords));
    taxonomyMs.push(time(withTaxonomy));
  }
  const words = median(wordsMs);
  const occupations = withTaxonomy().filter((item) => item.signals.titleOccupation).length;
  console.log(
    `"Software Developer", by words: ${words.toFixed(1)} ms; with ESCO and O*NET the first time ${first.toFixed(1)} ms (${(first / words).toFixed(2)}x), after ${median(taxonomyMs).toFixed(1)} ms (${(median(taxonomyMs) / words).toFixed(2)}x); ${occupations} postings matched by occupation`,
  );
}
