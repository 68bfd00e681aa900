import type { MergedPosting } from '../../job-discovery/merge-postings';
import type { Posting } from '../../job-discovery/posting';
import type { RankedPosting, RankOptions, RankPreferences } from '../../job-discovery/rank';
import type { RawPosting } from '../../job-discovery/raw-posting';
import type { BoardAdapter } from '../../job-discovery/source-adapter';
import { stubContext, stubSourceHttp } from '../job-sources/stub-source-http';
import type { RecordedAshbyJob, RelevanceProfile } from './load-relevance-set';

/** What ranking the relevance set calls, from the current code or an older commit's. */
export type RankingApi = {
  sourceAdapters: { ashby: BoardAdapter };
  normalizePosting: (raw: RawPosting) => Posting;
  mergePostings: (postings: Posting[]) => MergedPosting<Posting>[];
  rankPostings: (postings: readonly Posting[], preferences: RankPreferences, options: RankOptions) => RankedPosting<Posting>[];
};

/** When the boards were recorded (2025-10-28): freshness is measured from then. */
export const recordedAt = new Date('2025-10-28T12:00:00Z');

/** Every recorded job read as the app reads an Ashby board, normalised and merged. */
export async function readRelevanceSet(api: RankingApi, jobs: RecordedAshbyJob[]): Promise<MergedPosting<Posting>[]> {
  const boards = new Map<string, Record<string, unknown>[]>();
  for (const { board, job } of jobs) boards.set(board, [...(boards.get(board) ?? []), job]);
  const postings: Posting[] = [];
  for (const [board, boardJobs] of boards) {
    const http = stubSourceHttp(() => ({ body: { jobs: boardJobs } }));
    // A few recorded board names are file names with spaces ("Example Co"): a slug as Ashby writes them.
    const read = await api.sourceAdapters.ashby.fetchBoard(stubContext(http), board.replace(/[^A-Za-z0-9._-]+/g, '-'));
    postings.push(...read.postings.map((raw) => api.normalizePosting(raw)));
  }
  return api.mergePostings(postings);
}

export function rankForProfile(api: RankingApi, postings: MergedPosting<Posting>[], profile: Pick<RelevanceProfile, 'preferences'>) {
  return api.rankPostings(postings, profile.preferences, { now: recordedAt });
}

/** precision@10 (grade ≥ 1 relevant), nDCG@10 (gain 2^grade − 1, ideal from the profile's judgments), the unjudged in the top 10. */
export function scoreTopTen(ranked: RankedPosting<Posting>[], profile: RelevanceProfile) {
  const top = ranked.slice(0, 10).map(({ posting, score, reason }) => ({
    id: posting.sourceId,
    title: posting.title,
    company: posting.company,
    location: posting.location,
    score,
    reason,
  }));
  const grades = top.map((item) => profile.grades.get(item.id));
  const precision = grades.filter((grade) => grade !== undefined && grade >= 1).length / 10;
  const dcg = (list: (number | undefined)[]) => list.reduce<number>((sum, grade, rank) => sum + (2 ** (grade ?? 0) - 1) / Math.log2(rank + 2), 0);
  const ideal = dcg([...profile.grades.values()].sort((a, b) => b - a).slice(0, 10));
  return { precision, ndcg: ideal === 0 ? 0 : dcg(grades) / ideal, unjudged: top.filter((_, index) => grades[index] === undefined), top };
}
