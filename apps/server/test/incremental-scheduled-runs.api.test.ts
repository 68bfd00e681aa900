import { normalizePosting, rankPostings, sourceAdapters, type Posting } from '@seeker/agents';
import { defaultPreferences, type JobSearchSession, type Preferences, type ScheduledSearch } from '@seeker/contract';
import { loadRelevancePostings, loadRelevanceProfiles, readRelevanceSet, relevanceRecordedAt } from '@seeker/agents/testing';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { matchNews, matchTerms, postings, scheduleMatches, scheduleMatchStates, scheduleMatchTerms } from '../src/db/schema';
import { loadMatches } from '../src/modules/scheduled-searches/match-store';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { executeScheduledSearch, percolatePostings } from '../src/modules/scheduled-searches';
import { decodeEntry, type StoredEntry } from '../src/modules/scheduled-searches/match-entry-codec';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences } from './support/scheduling-app';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

const day = 86_400_000;

let relevanceSet: Promise<Posting[]> | undefined;
/**
 * Real postings of 449 Ashby boards (the relevance set), as the Ashby adapter reads them, not merged: read once for the
 * file (seconds of normalising), each caller given its own copy to change.
 */
async function realPostings(): Promise<Posting[]> {
  relevanceSet ??= readRelevanceSet(
    { sourceAdapters, normalizePosting, mergePostings: (list) => list.map((posting) => ({ ...posting, links: [] })), rankPostings },
    loadRelevancePostings(),
  ).then((read) => read.map(({ links: _links, ...posting }) => posting));
  return structuredClone(await relevanceSet);
}

describeWithScheduling('scheduled runs from kept matches', (ctx) => {
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, origin: testOrigin } });
  const scheduleOf = async (who: SignedIn) =>
    ((await get(who, `/api/users/${who.userId}/scheduled-searches`)).json() as { scheduledSearches: ScheduledSearch[] }).scheduledSearches[0]!;
  /** What a user sees of a session's results, in order (ids and statuses aside). */
  const resultsOf = async (who: SignedIn, sessionId: string) =>
    ((await get(who, `/api/job-search-sessions/${sessionId}`)).json() as JobSearchSession).jobs.map((job) => ({
      title: job.title,
      company: job.company,
      location: job.location,
      salary: job.salary,
      score: job.matchScore,
      reason: job.matchReason,
      link: job.jobLink,
      places: job.places,
      sources: job.sources,
      description: job.description,
    }));

  async function twoSchedules(preferences: Preferences) {
    const [kept, full] = [await signInAsGuest(ctx.app), await signInAsGuest(ctx.app)];
    for (const who of [kept, full]) await savePreferences(ctx.app, who, preferences);
    return { kept: { who: kept, id: (await scheduleOf(kept)).id }, full: { who: full, id: (await scheduleOf(full)).id } };
  }

  /** Runs both at `now`: one from its kept matches, the other searching in full (its matches forgotten first). */
  async function runBoth(schedules: Awaited<ReturnType<typeof twoSchedules>>, now: Date) {
    await ctx.database.db.delete(scheduleMatchStates).where(eq(scheduleMatchStates.scheduleId, schedules.full.id));
    const kept = await executeScheduledSearch(ctx.parts.execute, { scheduleId: schedules.kept.id }, now);
    const full = await executeScheduledSearch(ctx.parts.execute, { scheduleId: schedules.full.id }, now);
    expect(full.search).toBe('full');
    return {
      search: kept.search,
      kept: await resultsOf(schedules.kept.who, kept.sessionId!),
      full: await resultsOf(schedules.full.who, full.sessionId!),
    };
  }

  // Each case runs whole searches over real postings several times (7 s alone): on a busy machine that is
  // minutes, and the suite's 30 s would fail the test for the machine, not the code.
  const heavyTestMs = 180_000;

  it(
    'gives the same results as a full search after postings arrive, change, close and age, whether the percolator ran or not',
    async () => {
      const all = await realPostings();
      const profile = loadRelevanceProfiles().find((candidate) => candidate.name === 'frontend-mid-remote')!;
      const preferences: Preferences = {
        ...defaultPreferences('UTC'),
        ...profile.preferences,
        other: '',
        searchSchedule: {
          enabled: true,
          frequency: 'Daily',
          customSchedule: '09:00',
          notificationType: 'None',
          quietHours: { start: '22:00', end: '22:00' },
          timezone: 'UTC',
        },
      };
      const recorded = relevanceRecordedAt;
      const { db } = ctx.database;
      await upsertPostings(db, all.slice(0, 600), recorded);
      const schedules = await twoSchedules(preferences);

      // The first run searches in full and keeps its matches.
      const first = await runBoth(schedules, new Date(recorded.getTime() + day));
      expect(first.search).toBe('full');
      expect(first.kept.length).toBe(50);
      expect(first.kept).toEqual(first.full);

      // The rest arrive; the best five results close; one result's posting changes; the percolator matches them.
      const stored = await db.select({ id: postings.id, title: postings.title, fingerprint: postings.fingerprint }).from(postings);
      const byTitle = new Map(stored.map((row) => [`${row.title}`, row]));
      await upsertPostings(db, all.slice(600), new Date(recorded.getTime() + 2 * day));
      const best = first.kept.slice(0, 5).map((job) => byTitle.get(job.title)!.fingerprint);
      await db
        .update(postings)
        .set({ closedAt: new Date(recorded.getTime() + 2 * day), percolatePending: true })
        .where(inArray(postings.fingerprint, best));
      const changed = all.find((posting) => posting.title === first.kept[10]!.title)!;
      await upsertPostings(
        db,
        [{ ...changed, salary: { min: 150_000, max: 190_000, currency: 'USD', period: 'year' } }],
        new Date(recorded.getTime() + 2 * day),
      );
      expect(await percolatePostings(db)).toBeGreaterThan(0);
      const news = async () => (await loadMatches(db, [schedules.kept.id])).matches.get(schedules.kept.id)!.pending;
      expect((await news()).length).toBeGreaterThan(0);

      const second = await runBoth(schedules, new Date(recorded.getTime() + 4 * day));
      expect(second.search).toBe('incremental');
      expect(second.kept).toEqual(second.full);
      expect(second.kept.map((job) => job.title)).not.toEqual(first.kept.map((job) => job.title));
      expect(second.kept.find((job) => job.title === changed.title)?.salary).toBe('$150k–190k');
      // Its news was read: its mark is past it.
      expect(await news()).toEqual([]);

      // Changes the percolator has not matched yet are read by the run itself; a week later, with older postings.
      const reopened = await db
        .select({ fingerprint: postings.fingerprint })
        .from(postings)
        .where(inArray(postings.fingerprint, best.slice(0, 2)));
      await db
        .update(postings)
        .set({ closedAt: null, percolatePending: true })
        .where(
          inArray(
            postings.fingerprint,
            reopened.map((row) => row.fingerprint),
          ),
        );
      const third = await runBoth(schedules, new Date(recorded.getTime() + 11 * day));
      expect(third.search).toBe('incremental');
      expect(third.kept).toEqual(third.full);
      expect(third.kept.map((job) => job.title)).toEqual(expect.arrayContaining(first.kept.slice(0, 2).map((job) => job.title)));
    },
    heavyTestMs,
  );

  /** 300 real postings and one guest's daily schedule for a Product Designer with Figma; `at(n)`: n days after the postings were recorded. */
  async function productDesignerSchedule() {
    await upsertPostings(ctx.database.db, (await realPostings()).slice(0, 300), relevanceRecordedAt);
    const who = await signInAsGuest(ctx.app);
    const base = scheduledPreferences({ frequency: 'Daily', notificationType: 'None' });
    await savePreferences(ctx.app, who, { ...base, companies: [], titles: ['Product Designer'], skills: ['Figma'] });
    const at = (days: number) => new Date(relevanceRecordedAt.getTime() + days * day);
    return { who, base, id: (await scheduleOf(who)).id, at };
  }

  it(
    'searches in full once, and fails nothing, when its kept matches are stored in another form (an older version wrote them)',
    async () => {
      const { db } = ctx.database;
      const { id, at } = await productDesignerSchedule();
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(1))).search).toBe('full');
      // Each kept match rewritten as the objects the form before positional arrays stored; its key left as it is.
      const rows = await db.select().from(scheduleMatches).where(eq(scheduleMatches.scheduleId, id));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        await db
          .update(scheduleMatches)
          .set({ entry: decodeEntry(row.fingerprint, row.entry as StoredEntry) })
          .where(and(eq(scheduleMatches.scheduleId, id), eq(scheduleMatches.fingerprint, row.fingerprint)));
      const again = await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(2));
      expect(again).toMatchObject({ status: 'done', search: 'full' });
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(3))).search).toBe('incremental');
    },
    heavyTestMs,
  );

  it(
    "keeps the percolator's news until every schedule has read it, and searches in full where news went unread for 35 days",
    async () => {
      const { db } = ctx.database;
      const { id, at } = await productDesignerSchedule();
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(1))).search).toBe('full');
      const changeAll = () => db.update(postings).set({ percolatePending: true });
      const hoursLater = (hours: number) => new Date(Date.now() + hours * 3_600_000);
      await changeAll();
      expect(await percolatePostings(db)).toBe(300);
      const news = async () => (await db.select({ seq: matchNews.seq }).from(matchNews)).length;
      const written = await news();
      expect(written).toBeGreaterThan(300);
      // Unread, it stays, however settled.
      await percolatePostings(db, { now: hoursLater(2) });
      expect(await news()).toBe(written);
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(2))).search).toBe('incremental');
      // Read by every schedule: kept an hour for a first run under way, then gone.
      await percolatePostings(db);
      expect(await news()).toBe(written);
      await percolatePostings(db, { now: hoursLater(2) });
      expect(await news()).toBe(0);
      // Unread for 35 days: gone, and the schedule searches in full.
      await changeAll();
      await percolatePostings(db);
      expect(await news()).toBeGreaterThan(0);
      await percolatePostings(db, { now: hoursLater(36 * 24) });
      expect(await news()).toBe(0);
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(3))).search).toBe('full');
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(4))).search).toBe('incremental');
    },
    heavyTestMs,
  );

  it(
    'searches in full again when its preferences change',
    async () => {
      const { db } = ctx.database;
      const { who, base, id, at } = await productDesignerSchedule();
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(1))).search).toBe('full');
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(2))).search).toBe('incremental');
      await savePreferences(ctx.app, who, { ...base, companies: [], titles: ['Data Analyst'], skills: ['SQL'] });
      expect((await executeScheduledSearch(ctx.parts.execute, { scheduleId: id }, at(3))).search).toBe('full');
      // The terms it no longer has are forgotten by the percolator's next pass; all of its rows go with the account.
      await percolatePostings(db);
      const lexemes = async () => (await db.select({ lexemes: matchTerms.lexemes }).from(matchTerms)).map((row) => row.lexemes.join(' ')).sort();
      expect(await lexemes()).toEqual(['analyst data', 'sql']);
      const deleted = await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${who.userId}/delete-account`,
        headers: { cookie: who.cookie, origin: testOrigin },
        payload: { confirmation: 'DELETE' },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await percolatePostings(db);
      for (const table of [scheduleMatchStates, scheduleMatches, scheduleMatchTerms, matchTerms]) expect(await db.select().from(table)).toEqual([]);
    },
    heavyTestMs,
  );
});
