// How a job's location is matched against a place a user typed: the judged pairs of
// packages/agents/src/testing/location-pairs (real posting locations beside 21 user places, judged by hand:
// same place, a commute, remote work open or held elsewhere, elsewhere in the country, abroad, unknown),
// dev and the frozen hold-out side by side, the code at BASELINE (before issue 46's gazetteer) and now, in
// one run. A pair counts when the location share falls in the band its judgement calls for (location-pairs.ts).
// Prints figures; never passes or fails. Run: [SETS=dev] npx tsx bench/location-matching.ts [--wrong] [--wrong=holdout]
import * as current from '../packages/agents/src/job-discovery/rank/score-location';
import {
  jobRemote,
  loadLocationPairs,
  shareFits,
  type LocationPair,
  type LocationPairSet,
} from '../packages/agents/src/testing/location-pairs/location-pairs';
import { importAtCommit } from './support/code-at-commit';

type Matcher = Pick<typeof current, 'compileLocations' | 'matchLocation'>;
const baselineCommit = process.env.BASELINE ?? '250efff';
const sets = (process.env.SETS ?? 'dev,holdout').split(',') as LocationPairSet[];
const wrongOf = process.argv.find((argument) => argument.startsWith('--wrong'));
const wrongSet: LocationPairSet | null = wrongOf ? (wrongOf === '--wrong=holdout' ? 'holdout' : 'dev') : null;

const shareOf = (matcher: Matcher, pair: LocationPair) =>
  matcher.matchLocation(pair.posting, jobRemote(pair), matcher.compileLocations([pair.user])).share;
const percent = (right: number, of: number) => (of ? `${((100 * right) / of).toFixed(1)}% (${right}/${of})` : '–');

const baseline = await importAtCommit<Matcher>(baselineCommit, 'packages/agents/src', 'packages/agents/src/job-discovery/rank/score-location.ts');
try {
  const labels = [...new Set(sets.flatMap((set) => loadLocationPairs(set).map((pair) => pair.expected)))].sort();
  const columns = sets.flatMap((set) => [`${set} ${baselineCommit}`, `${set} current`]);
  console.log(`| ${'judged'.padEnd(18)} | ${columns.map((column) => column.padEnd(20)).join(' | ')} |`);
  console.log(`| ${'-'.repeat(18)} | ${columns.map(() => '-'.repeat(20)).join(' | ')} |`);
  const cells = (filter: (pair: LocationPair) => boolean) =>
    sets.flatMap((set) => {
      const pairs = loadLocationPairs(set).filter(filter);
      return [baseline.module, current].map((matcher) =>
        percent(pairs.filter((pair) => shareFits(pair, shareOf(matcher, pair))).length, pairs.length),
      );
    });
  for (const label of labels)
    console.log(
      `| ${label.padEnd(18)} | ${cells((pair) => pair.expected === label)
        .map((cell) => cell.padEnd(20))
        .join(' | ')} |`,
    );
  console.log(
    `| ${'all'.padEnd(18)} | ${cells(() => true)
      .map((cell) => cell.padEnd(20))
      .join(' | ')} |`,
  );
  const start = performance.now();
  const all = sets.flatMap(loadLocationPairs);
  for (const pair of all) shareOf(current, pair);
  console.log(`\n${all.length} pairs matched in ${(performance.now() - start).toFixed(1)} ms by the current code (gazetteer loaded once before).`);
  if (wrongSet) {
    for (const pair of loadLocationPairs(wrongSet)) {
      const share = shareOf(current, pair);
      if (!shareFits(pair, share))
        console.log(
          `${pair.expected.padEnd(16)} ${share.toFixed(2)}  ${JSON.stringify(pair.posting)} (${pair.remote}) for ${JSON.stringify(pair.user)}${pair.note ? `  — ${pair.note}` : ''}`,
        );
    }
  }
} finally {
  baseline.cleanUp();
}
