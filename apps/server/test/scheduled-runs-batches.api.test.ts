import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentRuns, jobSearchSessions, scheduledSearchRuns, schedulerTasks, user } from '../src/db/schema';
import type { AppError } from '../src/lib/app-error';
import { executeScheduledSearches } from '../src/modules/scheduled-searches';
import { matchReads } from '../src/modules/scheduled-searches/scheduled-matching';
import { fireTaskSlots, slotQueueName } from '../src/modules/scheduler';
import { hour, hoursFromNow, scheduledRunReads } from './support/scheduled-run-reads';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest } from './support/sign-in';

describeWithScheduling('scheduled runs: batches', (ctx) => {
  const { schedule, inbox } = scheduledRunReads(ctx);
  /** Two guests with an hourly schedule each (notifying in the app only), on the Acme board. */
  const twoHourlySchedules = async () => {
    setUpAcmeBoard(ctx.fake);
    const [alice, bob] = [await signInAsGuest(ctx.app), await signInAsGuest(ctx.app)];
    for (const who of [alice, bob])
      await savePreferences(ctx.app, who, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    return { alice, bob, mine: await schedule(alice), theirs: await schedule(bob) };
  };

  it('fires a batch of slots together: each run has its own outcome, each task moves on with its next slot queued, a slot twice in the batch runs once', async () => {
    const { alice, mine, theirs } = await twoHourlySchedules();
    const slot = hoursFromNow(1);
    const ahead = hoursFromNow(4);
    const jobs = [
      { taskId: mine.cloudTaskId!, slot: slot.toISOString() },
      { taskId: 'task-deleted-meanwhile', slot: slot.toISOString() },
      // A slot hours ahead of the clock fails on its own (and is retried); the rest of the batch runs.
      { taskId: theirs.cloudTaskId!, slot: ahead.toISOString() },
      { taskId: mine.cloudTaskId!, slot: slot.toISOString() },
    ];
    const outcomes = await fireTaskSlots(
      { db: ctx.database.db, queue: ctx.scheduling.queue },
      (requests) => executeScheduledSearches(ctx.parts.execute, requests, slot),
      jobs,
      slot,
    );
    expect(outcomes.map((outcome) => (outcome.error as Error | undefined)?.message)).toEqual([
      undefined,
      undefined,
      'scheduledFor is a slot that has not come yet',
      undefined,
    ]);
    const ran = await schedule(alice);
    expect(ran.lastRun).toMatchObject({ status: 'done', scheduledFor: slot.toISOString(), jobCount: 1 });
    expect(ran.nextRunAt).toBe(new Date(slot.getTime() + hour).toISOString());
    expect(await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.userId, alice.userId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(scheduledSearchRuns).where(eq(scheduledSearchRuns.scheduleId, theirs.id))).toEqual([]);
    // Each task moved past the slot it fired (Bob's to the hour after his), and that next slot is queued.
    const tasks = await ctx.database.db.select().from(schedulerTasks);
    const nextOf = (taskId: string) => tasks.find((task) => task.id === taskId)?.nextRunAt?.toISOString();
    expect(nextOf(mine.cloudTaskId!)).toBe(new Date(slot.getTime() + hour).toISOString());
    expect(nextOf(theirs.cloudTaskId!)).toBe(new Date(ahead.getTime() + hour).toISOString());
    const queued = await ctx.database.executeSql(`select data from pgboss.job where name = $1`, [slotQueueName]);
    const queuedSlots = (queued.rows as { data: { taskId: string; slot: string } }[]).map((row) => `${row.data.taskId}@${row.data.slot}`);
    expect(queuedSlots).toEqual(
      expect.arrayContaining([
        `${mine.cloudTaskId}@${new Date(slot.getTime() + hour).toISOString()}`,
        `${theirs.cloudTaskId}@${new Date(ahead.getTime() + hour).toISOString()}`,
      ]),
    );
  });

  it('saves a batch of runs together, and when one cannot be saved (its account deleted after its search) fails it alone', async () => {
    const { alice, bob, mine, theirs } = await twoHourlySchedules();
    const slot = hoursFromNow(1);
    const db = ctx.database.db;
    // Bob's account goes between the searches and their saving.
    const deletingBob = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'transaction'
          ? async (...args: Parameters<typeof db.transaction>) => {
              await db.delete(user).where(eq(user.id, bob.userId));
              return target.transaction(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    const outcomes = await executeScheduledSearches(
      { ...ctx.parts.execute, db: deletingBob },
      [mine, theirs].map((one) => ({ scheduleId: one.id, taskId: one.cloudTaskId!, scheduledFor: slot.toISOString() })),
      slot,
    );
    expect(outcomes[0]).toMatchObject({ status: 'done', jobCount: 1, newJobs: 1 });
    expect((outcomes[1] as { error: AppError }).error.code).toBe('UNAUTHENTICATED');
    expect((await schedule(alice)).lastRun).toMatchObject({ status: 'done', scheduledFor: slot.toISOString(), jobCount: 1, newJobs: 1 });
    expect((await inbox(alice)).unread).toBe(1);
    // Alice's run says it saved once, though the batch's first try to save was undone.
    const [run] = await db.select().from(agentRuns).where(eq(agentRuns.userId, alice.userId));
    expect(run).toMatchObject({ status: 'done', error: null });
    expect(run!.events.map((event) => event.stage)).toEqual(['started', 'source', 'index', 'ranked', 'researched', 'saved', 'done']);
    expect(await db.select().from(jobSearchSessions).where(eq(jobSearchSessions.userId, bob.userId))).toEqual([]);
  });

  it('gives each run of a batch its own error when saving fails, even when recording the failure fails too', async () => {
    const { mine, theirs } = await twoHourlySchedules();
    const slot = hoursFromNow(1);
    const db = ctx.database.db;
    // The database goes away once the searches are found: saving fails, and so does every update after.
    let saving = false;
    const failing = new Proxy(db, {
      get: (target, key, receiver) => {
        if (key === 'transaction')
          return () => {
            saving = true;
            return Promise.reject(new Error('connection reset'));
          };
        if (key === 'update' && saving) throw new Error('connection reset');
        return Reflect.get(target, key, receiver);
      },
    });
    const outcomes = await executeScheduledSearches(
      { ...ctx.parts.execute, db: failing },
      [mine, theirs].map((one) => ({ scheduleId: one.id, taskId: one.cloudTaskId!, scheduledFor: slot.toISOString() })),
      slot,
    );
    expect(outcomes.map((outcome) => (outcome as { error: Error }).error.message)).toEqual(['connection reset', 'connection reset']);
  });

  it('runs a schedule due twice in one batch (two slots) one slot after the other: the later finds nothing new', async () => {
    const { alice, mine } = await twoHourlySchedules();
    const [slot, next] = [hoursFromNow(1), hoursFromNow(2)];
    const outcomes = await executeScheduledSearches(
      ctx.parts.execute,
      [slot, next].map((at) => ({ scheduleId: mine.id, taskId: mine.cloudTaskId!, scheduledFor: at.toISOString() })),
      next,
    );
    expect(outcomes).toMatchObject([
      { status: 'done', jobCount: 1, newJobs: 1 },
      { status: 'done', jobCount: 1, newJobs: 0 },
    ]);
    expect(await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.userId, alice.userId))).toHaveLength(2);
    expect((await inbox(alice)).unread).toBe(1);
  });

  it("holds a user's second run in a batch to the batch's clock and start budget, as it does the first", async () => {
    const { mine } = await twoHourlySchedules();
    const [slot, next] = [hoursFromNow(1), hoursFromNow(2)];
    const outcomes = await executeScheduledSearches(
      ctx.parts.execute,
      [slot, next].map((at) => ({ scheduleId: mine.id, taskId: mine.cloudTaskId!, scheduledFor: at.toISOString() })),
      next,
      -1,
    );
    const late = 'This run was not started in time with the others due with it; it runs again shortly.';
    expect(outcomes.map((outcome) => (outcome as { error: Error }).error.message)).toEqual([late, late]);
  });

  it("reads a batch's kept matches again for its next run when the read failed", async () => {
    const db = ctx.database.db;
    let fail = true;
    const flaky = new Proxy(db, {
      get: (target, key, receiver) => {
        if (key !== 'execute' || !fail) return Reflect.get(target, key, receiver);
        fail = false;
        return () => Promise.reject(new Error('connection reset'));
      },
    });
    const reads = matchReads(flaky, ['schedule-unknown']);
    await expect(reads.matches('schedule-unknown')).rejects.toThrow('connection reset');
    await expect(reads.matches('schedule-unknown')).resolves.toBeNull();
  });

  it('gives back the claims of runs its batch had no time left to start, so their retries run them', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    const { id, cloudTaskId } = await schedule(alice);
    const slot = hoursFromNow(1);
    const request = { scheduleId: id, taskId: cloudTaskId!, scheduledFor: slot.toISOString() };
    // A budget already spent: nothing in the batch starts.
    const [late] = await executeScheduledSearches(ctx.parts.execute, [request], slot, -1);
    expect((late as { error: Error }).error.message).toBe('This run was not started in time with the others due with it; it runs again shortly.');
    expect(await ctx.database.db.select().from(scheduledSearchRuns).where(eq(scheduledSearchRuns.scheduleId, id))).toEqual([]);
    expect(await ctx.database.db.select().from(agentRuns).where(eq(agentRuns.userId, alice.userId))).toEqual([]);
    const [retried] = await executeScheduledSearches(ctx.parts.execute, [request], slot);
    expect(retried).toMatchObject({ status: 'done', jobCount: 1 });
  });
});
