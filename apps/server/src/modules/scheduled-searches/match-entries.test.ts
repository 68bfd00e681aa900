import { gatherPlaces, mergePostings, preparePostings, rankPostings } from '@seeker/agents';
import { createPosting, createRankPreferences } from '@seeker/agents/testing';
import { describe, expect, it } from 'vitest';
import type { StoredPosting } from '../postings';
import {
  droppedJobsReadable,
  droppedPlacesOf,
  entryFor,
  keptMatches,
  matchedBy,
  orderMatches,
  pruneMatches,
  rankMatches,
  type MatchEntry,
  type MatchState,
} from './match-entries';

const now = new Date('2026-03-10T12:00:00Z');
const day = 86_400_000;
const preferences = createRankPreferences({ titles: ['Frontend Engineer'], skills: ['React', 'TypeScript'], locations: ['Remote'] });

function stored(index: number, overrides: Parameters<typeof createPosting>[0] = {}): StoredPosting {
  const titles = ['Frontend Engineer', 'Senior Frontend Engineer', 'Frontend Developer', 'Software Engineer', 'Backend Engineer'];
  return {
    ...createPosting({
      sourceId: String(index),
      title: titles[index % titles.length]!,
      company: `Company ${index}`,
      remote: index % 3 === 0,
      descriptionText: index % 2 ? 'React and TypeScript every day.' : 'We use Go.',
      postedAt: new Date(now.getTime() - (index % 40) * day),
      ...overrides,
    }),
    id: index,
    firstSeenAt: now,
  };
}

function entriesOf(postings: StoredPosting[]): Map<string, MatchEntry> {
  return new Map(
    postings.map((posting) => [posting.fingerprint, entryFor(matchedBy.text, [posting], preparePostings(mergePostings([posting]), preferences))]),
  );
}

/** The matches ranked and pruned as a run does: ordered once for both. */
const rank = (entries: Iterable<MatchEntry>, state: MatchState, at: Date) => rankMatches(orderMatches(entries, at), state);
const prune = (entries: Map<string, MatchEntry>, state: MatchState, at: Date) => pruneMatches(orderMatches(entries.values(), at), state);

/** What a user sees of a result. */
const shown = (results: { posting: StoredPosting & { places: unknown[] }; score: number; reason: string }[]) =>
  results.map(({ posting, score, reason }) => ({ id: posting.sourceId, score, reason, places: posting.places }));

describe('a schedule’s kept matches', () => {
  it('rank as the ranker ranks the whole postings, a week later too', () => {
    const postings = Array.from({ length: 60 }, (_, index) => stored(index));
    const entries = entriesOf(postings);
    for (const at of [now, new Date(now.getTime() + 7 * day)]) {
      const full = gatherPlaces(rankPostings(mergePostings(postings), preferences, { now: at })).slice(0, 50);
      expect(shown(rank(entries.values(), { floor: null, droppedJobs: [] }, at)!)).toEqual(shown(full));
    }
  });

  it('keep the best and every other place of their jobs, and remember where the best dropped one ranked', () => {
    const postings = Array.from({ length: 200 }, (_, index) => stored(index));
    // The same job as the best one, in another place: a place it gathers, never dropped.
    const best = rankPostings(postings, preferences, { now })[0]!.posting;
    const elsewhere = stored(999, {
      title: best.title,
      company: best.company,
      location: 'Berlin',
      remote: false,
      postedAt: new Date(now.getTime() - 50 * day),
    });
    const entries = entriesOf([...postings, elsewhere]);
    const { kept, state } = prune(entries, { floor: null, droppedJobs: [] }, now);
    expect(kept.has(elsewhere.fingerprint)).toBe(true);
    expect(kept.size).toBe(keptMatches + 1);
    const ranked = rankPostings([...postings, elsewhere], preferences, { now });
    const firstDropped = ranked.find((result) => !kept.has(result.posting.fingerprint))!;
    expect(state.floor).toMatchObject({ score: firstDropped.score, sourceId: firstDropped.posting.sourceId });
    expect(state.droppedJobs).toHaveLength(entries.size - kept.size);
  });

  it('say nothing when a dropped job could outrank the last result, and name the dropped openings of a result’s job', () => {
    const postings = Array.from({ length: 200 }, (_, index) => stored(index));
    const entries = entriesOf(postings);
    const { kept, state } = prune(entries, { floor: null, droppedJobs: [] }, now);
    expect(droppedJobsReadable(state.droppedJobs)).toBe(true);
    const keptEntries = new Map([...entries].filter(([fingerprint]) => kept.has(fingerprint)));
    expect(rank(keptEntries.values(), state, now)).toHaveLength(50);
    expect(droppedPlacesOf(rank(keptEntries.values(), state, now)!, state, keptEntries)).toEqual([]);
    // Half the kept ones close: the last result now ranks below the best dropped job.
    expect(rank([...keptEntries.values()].slice(0, 30), state, now)).toBeNull();
    // A new posting of a dropped job's company and title would gather it as a place: it is named, to be read.
    const dropped = [...entries]
      .map(([fingerprint, entry]) => ({ fingerprint, job: entry.groups[0]!.job }))
      .find(({ fingerprint, job }) => !kept.has(fingerprint) && job.title === 'Frontend Engineer')!.job;
    const sameJob = stored(5000, {
      title: dropped.title,
      company: dropped.company,
      location: 'Paris',
      remote: true,
      descriptionText: 'React and TypeScript',
      postedAt: now,
    });
    const withNewJob = new Map([...keptEntries, ...entriesOf([sameJob])]);
    const ranked = rank(withNewJob.values(), state, now)!;
    expect(ranked.map((result) => result.posting.sourceId)).toContain('5000');
    expect(droppedPlacesOf(ranked, state, withNewJob)).toEqual([dropped.fingerprint]);
    // Read in, it is the result's place, as a full search over all the postings has it.
    const withDropped = new Map([...withNewJob, [dropped.fingerprint, entries.get(dropped.fingerprint)!]]);
    const complete = rank(withDropped.values(), state, now)!;
    expect(droppedPlacesOf(complete, state, withDropped)).toEqual([]);
    const full = gatherPlaces(rankPostings(mergePostings([...postings, sameJob]), preferences, { now })).slice(0, 50);
    expect(shown(complete)).toEqual(shown(full));
    expect(complete.find((result) => result.posting.sourceId === '5000')!.posting.places.map((place) => place.fingerprint)).toContain(
      dropped.fingerprint,
    );
    // Any other new job names nothing.
    const elsewhere = new Map([...keptEntries, ...entriesOf([{ ...sameJob, company: 'Elsewhere Inc', fingerprint: 'elsewhere' }])]);
    expect(droppedPlacesOf(rank(elsewhere.values(), state, now)!, state, elsewhere)).toEqual([]);
    // Kept again, a dropped opening is no longer remembered as dropped.
    const again = prune(withDropped, state, now);
    expect(again.kept.has(dropped.fingerprint)).toBe(true);
    expect(again.state.droppedJobs.some((key) => key.endsWith(dropped.fingerprint))).toBe(false);
  });

  it('treat dropped jobs remembered in the old form (job and place hashes) as unreadable', () => {
    expect(droppedJobsReadable(['abcdefghijklMNOPQR'])).toBe(false);
    expect(droppedJobsReadable([])).toBe(true);
  });
});
