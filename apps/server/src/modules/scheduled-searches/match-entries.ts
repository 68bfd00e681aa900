import crypto from 'node:crypto';
import {
  compareRankKeys,
  gatherPlaces,
  type Gathered,
  jobKey,
  memoByText,
  orderPrepared,
  type RankKey,
  type MergedPosting,
  type PreparedPosting,
  type PreparedScore,
  type ScoredPosting,
} from '@seeker/agents';
import type { MatchFloor } from '../../db/schema';
import type { StoredPosting } from '../postings';
import { listedResults, searchLimits, type PreparedJobs, type RankedResult } from '../job-search';

/** Why a job is one of a schedule's matches: a copy's text matches its terms, a copy is on a target board, a live source listed it this run. */
export const matchedBy = { text: 1, board: 2, live: 4 } as const;

/** How a job's copies matched, as `matchedBy` bits: a copy's text, a copy on a target board, a live source's listing of it. */
export function matchedBits(copies: Iterable<{ text?: boolean; board?: boolean; live: boolean }>): number {
  let bits = 0;
  for (const copy of copies) bits |= (copy.text ? matchedBy.text : 0) | (copy.board ? matchedBy.board : 0) | (copy.live ? matchedBy.live : 0);
  return bits;
}

/** What ranking, its reason and the gathering of places read of a merged job: kept so a run needs no more. */
type JobSummary = Pick<
  StoredPosting,
  | 'id'
  | 'source'
  | 'sourceId'
  | 'sourceUrl'
  | 'title'
  | 'company'
  | 'location'
  | 'remote'
  | 'workplace'
  | 'salary'
  | 'fingerprint'
  | 'jobType'
  | 'seniority'
> & { postedAt: number | null; /** jobHash of it (a hash of its jobKey), worked out once. */ job: string };

/** One job (fingerprint) a schedule matches: how it matched, the open copies it was merged from, and each merged group's prepared score. */
export type MatchEntry = { matchedBy: number; copies: number[]; groups: { job: JobSummary; prepared: PreparedScore }[] };

/** Results whose jobs are kept per schedule; the jobs of lower ones are dropped (a dropped one can only come back by changing). */
export const keptMatches = 75;
/** Past this many dropped jobs remembered, a schedule searches in full again (which starts the list afresh). */
export const maxDroppedJobs = 5_000;

export function entryFor(matched: number, copies: StoredPosting[], prepared: PreparedJobs): MatchEntry {
  return {
    matchedBy: matched,
    copies: copies.map((copy) => copy.id).sort((a, b) => a - b),
    groups: prepared.map(({ posting, prepared: score }) => ({
      job: {
        id: posting.id,
        source: posting.source,
        sourceId: posting.sourceId,
        sourceUrl: posting.sourceUrl,
        title: posting.title,
        company: posting.company,
        location: posting.location,
        remote: posting.remote,
        workplace: posting.workplace,
        salary: posting.salary,
        fingerprint: posting.fingerprint,
        jobType: posting.jobType,
        seniority: posting.seniority,
        postedAt: posting.postedAt?.getTime() ?? null,
        job: jobHash(posting),
      },
      prepared: score,
    })),
  };
}

/** A summary as the posting ranking reads (text fields empty: they were read when the score was prepared). */
function asPosting({ job: key, ...job }: JobSummary): MergedPosting<StoredPosting> & { job: string } {
  return {
    ...job,
    job: key ?? jobHash(job),
    postedAt: job.postedAt === null ? null : new Date(job.postedAt),
    applyUrl: null,
    descriptionHtml: '',
    descriptionText: '',
    qualifications: [],
    benefits: [],
    tags: [],
    department: null,
    board: null,
    firstSeenAt: new Date(0),
    links: [],
  };
}

type MatchPosting = MergedPosting<StoredPosting> & { job: string };

function preparedJobs(entries: Iterable<MatchEntry>): PreparedPosting<MatchPosting>[] {
  return [...entries].flatMap((entry) => entry.groups.map(({ job, prepared }) => ({ posting: asPosting(job), prepared })));
}

const shortHash = (text: string, length: number) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, length);

const jobHashLength = 12;

/** A job's hash, worked out once for the jobs hashed lately: every schedule a new posting matches keeps the same one. */
const hashOfJob = memoByText((job) => shortHash(job, jobHashLength));

const jobHash = (posting: Pick<StoredPosting, 'company' | 'title' | 'location'>) =>
  hashOfJob(jobKey(posting.company, posting.title, posting.location));

/** A dropped job as remembered: its job (company and title) and its posting's fingerprint (the job in its place). */
const droppedKey = (posting: Pick<StoredPosting, 'company' | 'title' | 'location' | 'fingerprint'> & { job?: string }) =>
  `${posting.job ?? jobHash(posting)}:${posting.fingerprint}`;
const droppedFingerprint = (key: string) => key.slice(jobHashLength + 1);

/** Whether a schedule's remembered dropped jobs are in today's form (older ones named a place, not a posting: a full run starts afresh). */
export const droppedJobsReadable = (droppedJobs: string[]) => droppedJobs.every((key) => key.charAt(jobHashLength) === ':');

export type MatchState = { floor: MatchFloor | null; droppedJobs: string[] };

function floorOf(result: { posting: Pick<StoredPosting, 'postedAt' | 'title' | 'source' | 'sourceId'>; score: number }): MatchFloor {
  const { posting } = result;
  return {
    score: result.score,
    postedAt: posting.postedAt?.getTime() ?? null,
    title: posting.title,
    source: posting.source,
    sourceId: posting.sourceId,
  };
}

/** A remembered rank as orderPrepared orders it (an unknown date, null in JSON, last). */
const keyOf = ({ postedAt, ...floor }: MatchFloor): RankKey => ({ ...floor, time: postedAt ?? Number.NEGATIVE_INFINITY });

/** Matches in rank order at `now`, and gathered as a search lists them (one job in many places as one result); no reasons yet. */
export type OrderedMatches = { ranked: ScoredPosting<MatchPosting>[]; gathered: Gathered<ScoredPosting<MatchPosting>>[] };

/** Ranks the matches once for both what a run lists (`rankMatches`) and what it keeps (`pruneMatches`). */
export function orderMatches(entries: Iterable<MatchEntry>, now: Date): OrderedMatches {
  const ranked = orderPrepared(preparedJobs(entries), now);
  // Each summary keeps a hash of its job's key (jobHash), so the job is not worked out again; the
  // schedule's key names jobKey's version (scheduled-matching.ts), so a hash never outlives the way it was made.
  return { ranked, gathered: gatherPlaces(ranked, (posting) => posting.job) };
}

/**
 * The results these matches give, the same as a full search over the same jobs once the dropped openings
 * of their jobs are among the matches (`droppedPlacesOf`) — or null when a dropped job could outscore the
 * last result: then the schedule searches in full. The postings are summaries: the caller swaps in the
 * whole merged postings.
 */
export function rankMatches(order: OrderedMatches, state: MatchState): RankedResult[] | null {
  const ranked = listedResults(order.gathered);
  if (!state.floor) return ranked;
  // A dropped job's score can only have fallen since: the last result must rank before where it ranked then.
  if (ranked.length < searchLimits.results || compareRankKeys(keyOf(floorOf(ranked[ranked.length - 1]!)), keyOf(state.floor)) >= 0) return null;
  return ranked;
}

/**
 * The fingerprints of dropped openings of these results' jobs that are not among the matches: a full
 * search would gather each one that still matches as a place of its result, so the run reads them too.
 */
export function droppedPlacesOf(ranked: RankedResult[], state: MatchState, matches: { has: (fingerprint: string) => boolean }): string[] {
  const resultJobs = new Set(ranked.map((result) => (result.posting as { job?: string }).job ?? jobHash(result.posting)));
  return state.droppedJobs.flatMap((key) => {
    const fingerprint = droppedFingerprint(key);
    return resultJobs.has(key.slice(0, jobHashLength)) && !matches.has(fingerprint) ? [fingerprint] : [];
  });
}

/**
 * Keeps the jobs of the best `keptMatches` results (each with the places it gathers, and every
 * other opening of the same job) and drops the rest, remembering where the best dropped one ranked
 * (scores only fall as jobs age) and which jobs they were.
 */
export function pruneMatches({ ranked, gathered }: OrderedMatches, state: MatchState): { kept: Set<string>; state: MatchState } {
  const kept = new Set<string>();
  for (const { posting } of gathered.slice(0, keptMatches)) {
    kept.add(posting.fingerprint);
    for (const place of posting.places) kept.add(place.fingerprint);
  }
  const keptJobs = new Set<string>();
  for (const { posting } of ranked) if (kept.has(posting.fingerprint)) keptJobs.add(posting.job);
  for (const { posting } of ranked) if (keptJobs.has(posting.job)) kept.add(posting.fingerprint);
  let floor = state.floor;
  // A dropped opening kept again (a place of a result now) is no longer remembered as dropped.
  const droppedJobs = new Set(state.droppedJobs.filter((key) => !kept.has(droppedFingerprint(key))));
  for (const result of ranked) {
    if (kept.has(result.posting.fingerprint)) continue;
    const dropped = floorOf(result);
    if (!floor || compareRankKeys(keyOf(dropped), keyOf(floor)) < 0) floor = dropped;
    droppedJobs.add(droppedKey(result.posting));
  }
  return { kept, state: { floor, droppedJobs: [...droppedJobs] } };
}
