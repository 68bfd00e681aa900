import { scheduledSearchMessages, type ScheduledSearch } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobPreferences, jobSearchSessions, scheduledSearchRuns, schedulerTasks } from '../src/db/schema';
import { reconcileSchedules, syncScheduleTask } from '../src/modules/scheduled-searches';
import { runNowLimit } from '../src/modules/scheduled-searches/routes';
import { createTaskQueue, inProcessScheduler, slotQueueName } from '../src/modules/scheduler';
import { nextRunAt } from '../src/lib/time/next-run-at';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { testOrigin, testSchedulerToken } from './support/test-app';

describeWithScheduling('scheduled searches', (ctx) => {
  const call = (who: SignedIn | undefined, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), origin: testOrigin }, ...(payload ? { payload } : {}) });
  const list = async (who: SignedIn) => {
    const response = await call(who, 'GET', `/api/users/${who.userId}/scheduled-searches`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { scheduledSearches: ScheduledSearch[] }).scheduledSearches;
  };
  const taskRow = async (taskId: string) => (await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.id, taskId)))[0];

  it('stores a task and its next run in the schedule’s zone; Pause, Resume, disable, Retry and Delete follow the spec’s transitions', async () => {
    const alice = await signInAsGuest(ctx.app);
    const before = new Date();
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Weekly', customSchedule: '1,09:00', timezone: 'Europe/Berlin' }));
    const [saved] = await list(alice);
    expect(saved).toMatchObject({ status: 'active', cloudTaskError: null, retryAfter: null, preferences: { titles: ['Frontend Engineer'] } });
    const firstTask = saved!.cloudTaskId!;
    const expected = nextRunAt({ frequency: 'Weekly', customSchedule: '1,09:00', timezone: 'Europe/Berlin' }, before)!;
    expect(saved!.nextRunAt).toBe(expected.toISOString());
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(expected),
    ).toBe('Monday 09:00');
    expect(await taskRow(firstTask)).toBeDefined();

    const paused = await call(alice, 'PATCH', `/api/scheduled-searches/${saved!.id}`, { status: 'paused' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', cloudTaskId: null, nextRunAt: null });
    expect(await taskRow(firstTask)).toBeUndefined();

    const resumed = (await call(alice, 'PATCH', `/api/scheduled-searches/${saved!.id}`, { status: 'active' })).json() as ScheduledSearch;
    expect(resumed.status).toBe('active');
    expect(resumed.cloudTaskId).toMatch(/^task-/);
    expect(resumed.cloudTaskId).not.toBe(firstTask);
    expect(resumed.nextRunAt).toBe(expected.toISOString());

    await savePreferences(ctx.app, alice, scheduledPreferences({ enabled: false }));
    const [disabled] = await list(alice);
    expect(disabled).toMatchObject({ status: 'disabled', cloudTaskId: null, nextRunAt: null });
    expect(await taskRow(resumed.cloudTaskId!)).toBeUndefined();

    // Resume turns a disabled schedule on again, in the wizard's preferences too.
    const again = (await call(alice, 'PATCH', `/api/scheduled-searches/${saved!.id}`, { status: 'active' })).json() as ScheduledSearch;
    expect(again).toMatchObject({ status: 'active', schedule: { enabled: true } });
    const [prefs] = await ctx.database.db.select().from(jobPreferences).where(eq(jobPreferences.userId, alice.userId));
    expect(prefs?.preferences.searchSchedule.enabled).toBe(true);

    const retried = (await call(alice, 'POST', `/api/scheduled-searches/${saved!.id}/retry`)).json() as ScheduledSearch;
    expect(retried.cloudTaskId).not.toBe(again.cloudTaskId);
    expect(await taskRow(again.cloudTaskId!)).toBeUndefined();

    const deleted = await call(alice, 'DELETE', `/api/scheduled-searches/${saved!.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await list(alice)).toEqual([]);
    expect(await taskRow(retried.cloudTaskId!)).toBeUndefined();
    const [afterDelete] = await ctx.database.db.select().from(jobPreferences).where(eq(jobPreferences.userId, alice.userId));
    expect(afterDelete?.preferences.searchSchedule.enabled).toBe(false);
  });

  it('stores the 503 "queue is initializing" error with retryAfter 120 while the queue starts, and schedules it at start-up without a Retry', async () => {
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences());
    const [saved] = await list(alice);
    const starting = { db: ctx.database.db, scheduler: inProcessScheduler({ db: ctx.database.db, queue: createTaskQueue() }, testOrigin) };
    await syncScheduleTask(starting, saved!.id);
    const [failed] = await list(alice);
    expect(failed).toMatchObject({
      cloudTaskId: null,
      nextRunAt: null,
      cloudTaskError: 'Cloud Task queue is initializing. Please try again in a few minutes.',
      retryAfter: 120,
    });

    expect(await reconcileSchedules(ctx.parts.schedules)).toBe(1);
    const [fixed] = await list(alice);
    expect(fixed).toMatchObject({ cloudTaskError: null, retryAfter: null, status: 'active' });
    expect(fixed!.cloudTaskId).toMatch(/^task-/);
  });

  it('lets nobody else read, pause, retry or delete a schedule, and says so in the spec’s words', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences());
    const [mine] = await list(alice);
    const attempts = [
      call(bob, 'GET', `/api/users/${alice.userId}/scheduled-searches`),
      call(bob, 'PATCH', `/api/scheduled-searches/${mine!.id}`, { status: 'paused' }),
      // Refused as someone else's before the body is read, whatever the body says.
      call(bob, 'PATCH', `/api/scheduled-searches/${mine!.id}`, { status: 'exploded', extra: [1] }),
      call(bob, 'POST', `/api/scheduled-searches/${mine!.id}/retry`),
      call(bob, 'DELETE', `/api/scheduled-searches/${mine!.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Unauthorized access to user data' } });
    }
    expect(await list(alice)).toEqual([mine]);

    const missing = await call(alice, 'PATCH', '/api/scheduled-searches/no-such-schedule', { status: 'paused' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(scheduledSearchMessages.notFound);

    const anonymous = {
      view: await call(undefined, 'GET', `/api/users/${alice.userId}/scheduled-searches`),
      update: await call(undefined, 'PATCH', `/api/scheduled-searches/${mine!.id}`, { status: 'paused' }),
      retry: await call(undefined, 'POST', `/api/scheduled-searches/${mine!.id}/retry`),
      delete: await call(undefined, 'DELETE', `/api/scheduled-searches/${mine!.id}`),
    };
    expect(anonymous.view.json().error.message).toBe('Authentication required. Please sign in to view scheduled searches.');
    expect(anonymous.update.json().error.message).toBe('Authentication required. Please sign in to update scheduled searches.');
    expect(anonymous.retry.json().error.message).toBe('Authentication required. Please sign in to retry cloud tasks.');
    expect(anonymous.delete.json().error.message).toBe('Authentication required. Please sign in to delete scheduled searches.');
    for (const response of Object.values(anonymous)) expect(response.statusCode).toBe(401);
  });

  it('deletes a deleted account’s tasks and every pg-boss job of them waiting in the queue; another user’s stay', async () => {
    const jobsOf = async (taskIds: string[]) =>
      (await ctx.database.executeSql(`SELECT state FROM pgboss.job WHERE name = $1 AND data->>'taskId' = ANY($2::text[])`, [slotQueueName, taskIds]))
        .rows as { state: string }[];
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences());
    await savePreferences(ctx.app, bob, scheduledPreferences());
    const [mine] = await list(alice);
    const [theirs] = await list(bob);
    // A second task of the schedule, with a slot queued and one more job of it already finished.
    const stray = await ctx.parts.schedules.scheduler.schedule({ scheduleId: mine!.id, schedule: mine!.schedule });
    if (!stray.ok) throw new Error(stray.error);
    // That one slot's job (not the task's own next slot, which may fall at any time of day) is marked finished.
    const finishedSlot = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 7 * 24 * 3600_000);
    await ctx.scheduling.queue.queueSlot(stray.taskId, finishedSlot);
    await ctx.database.executeSql(`UPDATE pgboss.job SET state = 'completed' WHERE name = $1 AND data->>'taskId' = $2 AND data->>'slot' = $3`, [
      slotQueueName,
      stray.taskId,
      finishedSlot.toISOString(),
    ]);
    const myTasks = [mine!.cloudTaskId!, stray.taskId];
    expect((await jobsOf(myTasks)).map((job) => job.state).sort()).toEqual(['completed', 'created', 'created']);

    const deleted = await call(alice, 'POST', `/api/users/${alice.userId}/delete-account`, { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.scheduleId, mine!.id))).toEqual([]);
    expect(await jobsOf(myTasks)).toEqual([]);
    expect(await taskRow(theirs!.cloudTaskId!)).toBeDefined();
    expect(await jobsOf([theirs!.cloudTaskId!])).toEqual([{ state: 'created' }]);
  });

  it('answers the scheduler endpoints only to SCHEDULER_TOKEN or the schedule’s owner', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences());
    const [mine] = await list(alice);
    const body = {
      scheduleId: mine!.id,
      schedule: { frequency: 'Custom', customSchedule: '*/5 * * * *', timezone: 'Asia/Tokyo' },
      targetUrl: `${testOrigin}/api/v1/scheduled-search/execute`,
    };
    const as = (auth: SignedIn | string | undefined, method: 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { origin: testOrigin, ...(typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : auth ? { cookie: auth.cookie } : {}) },
        ...(payload ? { payload } : {}),
      });

    for (const caller of [undefined, 'not-the-token-0123456789abcdefghijklmnop']) {
      expect((await as(caller, 'POST', '/api/v1/tasks/schedule', body)).statusCode).toBe(401);
      expect((await as(caller, 'DELETE', `/api/v1/tasks/${mine!.cloudTaskId}`)).statusCode).toBe(401);
      expect((await as(caller, 'POST', '/api/v1/scheduled-search/execute', { scheduleId: mine!.id })).statusCode).toBe(401);
    }
    expect((await as(bob, 'POST', '/api/v1/tasks/schedule', body)).statusCode).toBe(403);
    expect((await as(bob, 'DELETE', `/api/v1/tasks/${mine!.cloudTaskId}`)).statusCode).toBe(403);
    expect((await as(bob, 'POST', '/api/v1/scheduled-search/execute', { scheduleId: mine!.id })).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(scheduledSearchRuns)).toEqual([]);

    const elsewhere = await as(testSchedulerToken, 'POST', '/api/v1/tasks/schedule', {
      ...body,
      targetUrl: 'http://169.254.169.254/latest/meta-data',
    });
    expect(elsewhere.statusCode).toBe(400);

    const created = await as(testSchedulerToken, 'POST', '/api/v1/tasks/schedule', body);
    expect(created.statusCode, created.body).toBe(200);
    const task = created.json() as { taskId: string; nextRunAt: string };
    expect(new Date(task.nextRunAt).getUTCMinutes() % 5).toBe(0);
    expect((await as(alice, 'DELETE', `/api/v1/tasks/${task.taskId}`)).statusCode).toBe(204);
    expect(await taskRow(task.taskId)).toBeUndefined();

    // No endless tasks for one schedule: its own and four more live at most, then 409 until one goes.
    const extra = [];
    for (let made = 0; made < 4; made++) extra.push((await as(alice, 'POST', '/api/v1/tasks/schedule', body)).json() as { taskId: string });
    const tooMany = await as(alice, 'POST', '/api/v1/tasks/schedule', body);
    expect(tooMany.statusCode).toBe(409);
    for (const { taskId } of extra) expect((await as(alice, 'DELETE', `/api/v1/tasks/${taskId}`)).statusCode).toBe(204);

    const ran = await as(alice, 'POST', '/api/v1/scheduled-search/execute', { scheduleId: mine!.id });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({ status: 'done', jobCount: 1, newJobs: 1 });
    const byService = await as(testSchedulerToken, 'POST', '/api/v1/scheduled-search/execute', { scheduleId: mine!.id });
    expect(byService.json()).toMatchObject({ status: 'done', jobCount: 1, newJobs: 0 });
    expect(await ctx.database.db.select().from(jobSearchSessions)).toHaveLength(2);

    // A slot that has not come cannot be run ahead (it would then be skipped when it comes).
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const early = await as(alice, 'POST', '/api/v1/scheduled-search/execute', { scheduleId: mine!.id, scheduledFor: tomorrow });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('scheduledFor is a slot that has not come yet');
    expect(await ctx.database.db.select().from(jobSearchSessions)).toHaveLength(2);
  });

  it('runs a schedule by hand at most 10 times an hour per person, however many slots are asked for, then answers 429', async () => {
    setUpAcmeBoard(ctx.fake);
    const carol = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, carol, scheduledPreferences());
    const [mine] = await list(carol);
    const runNow = (minutesAgo: number) =>
      call(carol, 'POST', '/api/v1/scheduled-search/execute', {
        scheduleId: mine!.id,
        scheduledFor: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
    for (let slot = 1; slot <= runNowLimit.count; slot++) expect((await runNow(slot)).statusCode).toBe(200);
    const refused = await runNow(runNowLimit.count + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You have run your scheduled search by hand 10 times in the last hour, the most Seeker runs for one person\. Try again in (59|60) minutes\.$/,
    );
  });
});
