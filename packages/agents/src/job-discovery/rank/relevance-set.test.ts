import { describe, expect, it } from 'vitest';
import * as agents from '../../index';
import { loadRelevancePostings, loadRelevanceProfiles } from '../../testing/relevance-set/load-relevance-set';
import { rankForProfile, readRelevanceSet, scoreTopTen } from '../../testing/relevance-set/score-ranking';

// 967 real postings, five job seekers, a few hundred judgments each (testing/relevance-set). The top 10 a
// recruiter would sign: bench/ranking-quality.ts prints the figures beside the ranker before issue 21.
describe('ranking real postings for real preferences', { timeout: 60_000 }, () => {
  it('puts postings judged a fit in the top 10: precision@10 at least 0.9 on average, never below 0.8', async () => {
    const postings = await readRelevanceSet(agents, loadRelevancePostings());
    const scores = loadRelevanceProfiles().map((profile) => ({
      profile: profile.name,
      ...scoreTopTen(rankForProfile(agents, postings, profile), profile),
    }));
    const report = scores.map((score) => `${score.profile}: ${score.precision} (${score.top.map((item) => item.title).join(' | ')})`).join('\n');
    expect(scores.reduce((sum, score) => sum + score.precision, 0) / scores.length, report).toBeGreaterThanOrEqual(0.9);
    for (const score of scores) expect(score.precision, report).toBeGreaterThanOrEqual(0.8);
    // Every posting in a top 10 has been judged: a figure is never made of guesses.
    expect(scores.flatMap((score) => score.unjudged)).toEqual([]);
  });
});
