// What ranking 10,000 postings against one user's preferences costs, next to the least it could cost:
// one bare tokenize pass over the same texts, measured in the same run. Synthetic postings from the
// seeded generator in synthetic-postings.ts (same input every run). Prints figures; never passes or fails.
// Run: npx tsx bench/rank-postings.ts [iterations] [postings]
import { rankPostings, tokenize } from '../packages/agents/src/job-discovery/rank';
import { benchNow, benchPreferences, createSyntheticPostings } from './synthetic-postings';

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

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const tokenCount = tokenizeAll(); // warm-up for both
const ranked = rankAll();
const tokenizeMs: number[] = [];
const rankMs: number[] = [];
for (let run = 0; run < iterations; run++) {
  tokenizeMs.push(time(tokenizeAll));
  rankMs.push(time(rankAll));
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
