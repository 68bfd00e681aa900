// How well the top 10 fits a job seeker, judged by hand: the relevance set of
// packages/agents/src/testing/relevance-set (967 real postings of 449 Ashby boards; five preference profiles,
// each with a few hundred postings graded 2 = a recruiter would send it, 1 = plausible, 0 = not a fit). Every
// profile ranks all the postings (read through the Ashby adapter, normalised, merged), with the current code
// and with the code before issue 21 (git commit BASELINE, taken out of git, run in the same process). Prints
// precision@10 (grade ≥ 1 counts), nDCG@10 (gain 2^grade − 1) and how many of the top 10 nobody judged
// (counted as not relevant). Then every profile again, with the two outside software judged on 975 real Swiss postings
// (packages/agents/src/testing/swiss-relevance, read in place from ../shared/data/postings), ranked by the titles'
// words alone and with ESCO and O*NET as `npm run taxonomy:install` compiles them from ../shared/data/taxonomy, with
// each ranking's time (the taxonomy's first ranking reads every title's occupation; the second finds them read).
// Never passes or fails. Run: npx tsx bench/ranking-quality.ts [--top]
import * as current from '../packages/agents/src/index';
import { sharedOccupationIndex } from '../packages/agents/src/testing/shared-taxonomy';
import { loadSwissProfiles, readSwissPostings, swissPostingsFolder } from '../packages/agents/src/testing/swiss-relevance/read-swiss-postings';
import { swissRecordedAt } from '../packages/agents/src/testing/swiss-relevance/score-swiss-ranking';
import { recordedAt } from '../packages/agents/src/testing/relevance-set/score-ranking';
import { loadRelevancePostings, loadRelevanceProfiles, type RelevanceProfile } from '../packages/agents/src/testing/relevance-set/load-relevance-set';
import { rankForProfile, readRelevanceSet, scoreTopTen, type RankingApi } from '../packages/agents/src/testing/relevance-set/score-ranking';
import { importAtCommit } from './support/code-at-commit';

const baselineCommit = process.env.BASELINE ?? 'f15bb1f';
const jobs = loadRelevancePostings();
const profiles = loadRelevanceProfiles();
const baseline = await importAtCommit<RankingApi>(baselineCommit, 'packages/agents/src', 'packages/agents/src/index.ts');
const fixed = (value: number) => value.toFixed(2);

try {
  console.log(`postings: ${jobs.length}; profiles: ${profiles.length} (baseline ${baselineCommit})\n`);
  console.log(
    `${'profile'.padEnd(30)} ${'judged'.padStart(6)}  ${'P@10 before'.padStart(11)} ${'now'.padStart(5)}  ${'nDCG@10 before'.padStart(14)} ${'now'.padStart(5)}  ${'unjudged now'.padStart(12)}`,
  );
  const totals = { before: { precision: 0, ndcg: 0 }, now: { precision: 0, ndcg: 0 } };
  const postings = { before: await readRelevanceSet(baseline.module, jobs), now: await readRelevanceSet(current, jobs) };
  for (const profile of profiles) {
    const before = scoreTopTen(rankForProfile(baseline.module, postings.before, profile), profile);
    const now = scoreTopTen(rankForProfile(current, postings.now, profile), profile);
    totals.before.precision += before.precision / profiles.length;
    totals.before.ndcg += before.ndcg / profiles.length;
    totals.now.precision += now.precision / profiles.length;
    totals.now.ndcg += now.ndcg / profiles.length;
    console.log(
      `${profile.name.padEnd(30)} ${String(profile.grades.size).padStart(6)}  ${fixed(before.precision).padStart(11)} ${fixed(now.precision).padStart(5)}  ${fixed(before.ndcg).padStart(14)} ${fixed(now.ndcg).padStart(5)}  ${String(now.unjudged.length).padStart(12)}`,
    );
    if (process.argv.includes('--top')) printTop(profile, now.top);
  }
  console.log(
    `${'mean'.padEnd(30)} ${''.padStart(6)}  ${fixed(totals.before.precision).padStart(11)} ${fixed(totals.now.precision).padStart(5)}  ${fixed(totals.before.ndcg).padStart(14)} ${fixed(totals.now.ndcg).padStart(5)}`,
  );
  byOccupation(postings.now);
} finally {
  baseline.cleanUp();
}

/** Every profile by the titles' words and with the taxonomy, the Swiss ones too, with each ranking's time. */
function byOccupation(relevance: Awaited<ReturnType<typeof readRelevanceSet>>) {
  const taxonomy = sharedOccupationIndex();
  if (!taxonomy) return console.log('\n../shared/data/taxonomy is absent beside this clone: no ranking with the taxonomy.');
  const folder = swissPostingsFolder();
  const sets = [
    { postings: relevance, profiles: profiles as RelevanceProfile[], now: recordedAt },
    ...(folder ? [{ postings: current.mergePostings(readSwissPostings(folder)), profiles: loadSwissProfiles(), now: swissRecordedAt }] : []),
  ];
  console.log(`\nwith ESCO and O*NET (${folder ? '' : 'no Swiss postings beside this clone; '}time: words / taxonomy first / taxonomy again)`);
  console.log(
    `${'profile'.padEnd(30)} ${'judged'.padStart(6)}  ${'P@10 words'.padStart(10)} ${'taxonomy'.padStart(8)}  ${'nDCG@10 words'.padStart(13)} ${'taxonomy'.padStart(8)}  ${'ms words'.padStart(8)} ${'first'.padStart(6)} ${'again'.padStart(6)}`,
  );
  for (const set of sets)
    for (const profile of set.profiles) {
      const timed = (knowledge?: { taxonomy: typeof taxonomy }) => {
        const started = performance.now();
        const ranked = current.rankPostings(set.postings, profile.preferences, { now: set.now, ...(knowledge ? { knowledge } : {}) });
        return { ms: performance.now() - started, scored: scoreTopTen(ranked, profile) };
      };
      const words = timed();
      const first = timed({ taxonomy });
      const again = timed({ taxonomy });
      console.log(
        `${profile.name.padEnd(30)} ${String(profile.grades.size).padStart(6)}  ${fixed(words.scored.precision).padStart(10)} ${fixed(first.scored.precision).padStart(8)}  ${fixed(words.scored.ndcg).padStart(13)} ${fixed(first.scored.ndcg).padStart(8)}  ${words.ms.toFixed(0).padStart(8)} ${first.ms.toFixed(0).padStart(6)} ${again.ms.toFixed(0).padStart(6)}`,
      );
      if (process.argv.includes('--top')) printTop(profile, first.scored.top);
    }
}

function printTop(profile: RelevanceProfile, top: { id: string; title: string; company: string; location: string; score: number; reason: string }[]) {
  for (const [rank, item] of top.entries()) {
    const grade = profile.grades.get(item.id);
    console.log(
      `   ${String(rank + 1).padStart(2)}. [${grade ?? '?'}] ${item.score} ${item.title} · ${item.company} · ${item.location} — ${item.reason}`,
    );
  }
}
