import type { Dashboard, SavedJob, NotificationList, ScheduledSearch } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentRuns, jobSearchSessions, notifications, pushSubscriptions, scheduledSearchRuns, schedulerTasks, user } from '../src/db/schema';
import type { AppError } from '../src/lib/app-error';
import { deliverDueNotifications } from '../src/modules/notifications';
import { executeScheduledSearch, executeScheduledSearches } from '../src/modules/scheduled-searches';
import { matchReads } from '../src/modules/scheduled-searches/scheduled-matching';
import { fireTaskSlot, fireTaskSlots, slotQueueName } from '../src/modules/scheduler';
import { wallTimeAt } from '../src/lib/time/zoned-time';
import { acmeCook, acmeFrontend } from './fixtures/search-jobs';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithScheduling('scheduled runs and notifications', (ctx) => {
  const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, origin: testOrigin } });
  const schedule = async (who: SignedIn) =>
    ((await get(who, `/api/users/${who.userId}/scheduled-searches`)).json() as { scheduledSearches: ScheduledSearch[] }).scheduledSearches[0]!;
  const inbox = async (who: SignedIn) => (await get(who, `/api/users/${who.userId}/notifications`)).json() as NotificationList;
  /** Fires a slot as the job runner would, with the clock at `runAt` (boards are re-read once an hour, as their terms ask). */
  const fire = async (taskId: string, slot: Date, runAt = slot) => {
    const { db, queue } = { db: ctx.database.db, queue: ctx.scheduling.queue };
    await fireTaskSlot(
      { db, queue },
      (requests) => executeScheduledSearches(ctx.parts.execute, requests, runAt),
      { taskId, slot: slot.toISOString() },
      runAt,
    );
  };
  const hour = 3600_000;
  /** Two guests with an hourly schedule each (notifying in the app only), on the Acme board. */
  const twoHourlySchedules = async () => {
    setUpAcmeBoard(ctx.fake);
    const [alice, bob] = [await signInAsGuest(ctx.app), await signInAsGuest(ctx.app)];
    for (const who of [alice, bob])
      await savePreferences(ctx.app, who, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    return { alice, bob, mine: await schedule(alice), theirs: await schedule(bob) };
  };
  const hoursFromNow = (hours: number) => new Date(Math.floor(Date.now() / hour) * hour + hours * hour);

  it('runs each slot once into a new search session, queues the next slot, and tells the user about new jobs only', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    const { cloudTaskId, id } = await schedule(alice);
    const first = hoursFromNow(1);
    await fire(cloudTaskId!, first);

    const afterFirst = await schedule(alice);
    expect(afterFirst.lastRun).toMatchObject({ status: 'done', scheduledFor: first.toISOString(), jobCount: 1, newJobs: 1 });
    expect(afterFirst.lastRunAt).not.toBeNull();
    expect(afterFirst.nextRunAt).toBe(new Date(first.getTime() + hour).toISOString());
    const [task] = await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.id, cloudTaskId!));
    expect(task?.nextRunAt?.toISOString()).toBe(afterFirst.nextRunAt);
    const sessionRes = await get(alice, `/api/job-search-sessions/${afterFirst.lastRun!.sessionId}`);
    expect(sessionRes.json()).toMatchObject({ jobCount: 1, jobs: [{ title: 'Senior Frontend Engineer' }] });

    const list = await inbox(alice);
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      title: '1 new job for Frontend Engineer',
      body: 'Senior Frontend Engineer at Acme Robotics',
      link: `/jobs?session=${afterFirst.lastRun!.sessionId}`,
      jobs: [{ title: 'Senior Frontend Engineer', company: 'Acme Robotics' }],
      readAt: null,
    });
    const [row] = await ctx.database.db.select().from(notifications);
    expect(row).toMatchObject({ email: null, push: null }); // None sends nothing outside the app

    // The same slot again (a retry, a second worker) is not a second run.
    await fire(cloudTaskId!, first);
    expect(await ctx.database.db.select().from(jobSearchSessions)).toHaveLength(1);

    // The next slot finds the same job: not new, no notification; a new posting is.
    await fire(cloudTaskId!, new Date(first.getTime() + hour));
    expect((await schedule(alice)).lastRun).toMatchObject({ status: 'done', jobCount: 1, newJobs: 0 });
    expect((await inbox(alice)).notifications).toHaveLength(1);
    setUpAcmeBoard(ctx.fake, [acmeFrontend, { ...acmeCook, title: 'Frontend Engineer, Robots' }]);
    await fire(cloudTaskId!, new Date(first.getTime() + 2 * hour));
    expect((await schedule(alice)).lastRun).toMatchObject({ newJobs: 1 });
    const runs = await ctx.database.db.select().from(scheduledSearchRuns).where(eq(scheduledSearchRuns.scheduleId, id));
    expect(runs.map((run) => run.status)).toEqual(['done', 'done', 'done']);
    expect(await ctx.database.db.select().from(jobSearchSessions)).toHaveLength(3);

    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${alice.userId}/notifications/read-all`,
      headers: { cookie: alice.cookie, origin: testOrigin },
    });
    expect(read.statusCode).toBe(204);
    expect((await inbox(alice)).unread).toBe(0);
  });

  it('does not count a job the user already moved along the pipeline as new', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    const searched = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run-job-search',
      headers: { cookie: alice.cookie, origin: testOrigin },
      payload: { user_id: alice.userId },
    });
    expect(searched.statusCode).toBe(200);
    const [job] = (searched.json() as { job_listings: { jobs: { id: string; title: string }[] } }).job_listings.jobs;
    expect(job?.title).toBe('Senior Frontend Engineer');
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job!.id}`,
      headers: { cookie: alice.cookie, origin: testOrigin },
      payload: { status: 'applying' },
    });
    expect(moved.statusCode).toBe(200);

    // An hour on (boards are read at most hourly), the schedule's first run finds the same job.
    const { cloudTaskId } = await schedule(alice);
    await fire(cloudTaskId!, hoursFromNow(1), hoursFromNow(1));
    expect((await schedule(alice)).lastRun).toMatchObject({ status: 'done', jobCount: 1, newJobs: 0 });
    expect((await inbox(alice)).notifications).toEqual([]);
  });

  it('leaves one card per job after three searches and a scheduled run, with its status and the documents made through any of its listings', async () => {
    setUpAcmeBoard(ctx.fake, [acmeFrontend, { ...acmeCook, title: 'Frontend Engineer, Robots' }]);
    const alice = await signInAsGuest(ctx.app);
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: { cookie: alice.cookie, origin: testOrigin }, payload });
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    const searches: { sessionId: string; jobs: SavedJob[] }[] = [];
    for (let search = 0; search < 3; search++) {
      const searched = await send('POST', '/api/agents/run-job-search', { user_id: alice.userId });
      expect(searched.statusCode).toBe(200);
      searches.push((searched.json() as { job_listings: { sessionId: string; jobs: SavedJob[] } }).job_listings);
    }
    const [first, second, third] = searches;
    expect(first!.jobs).toHaveLength(2);
    const frontend = (listing: { jobs: SavedJob[] }) => listing.jobs.find((job) => job.title === 'Senior Frontend Engineer')!;
    // Every search lists it under its own id, and each leads to the one saved job.
    expect(new Set(searches.map((listing) => frontend(listing).id)).size).toBe(3);
    expect(new Set(searches.map((listing) => frontend(listing).jobId))).toEqual(new Set([frontend(first!).id]));

    const resumeText = 'Jane Doe\n\nEXPERIENCE\nFrontend Engineer, Acme — 2019 – 2024\n• Built React apps';
    expect(
      (
        await send('POST', '/api/agents/tailor-resume', {
          message: 'Tailor',
          context: { user_id: alice.userId, resume_text: resumeText, job_id: frontend(first!).id, job_description: 'Requirements\n- React' },
          session_id: `resume-${Date.now()}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send('POST', `/api/jobs/${frontend(second!).id}/cover-letter`, { resumeText })).statusCode).toBe(200);
    const applied = (await send('PATCH', `/api/jobs/${frontend(third!).id}`, { status: 'applied' })).json() as SavedJob;
    expect(applied.appliedWith).toMatchObject({ coverLetter: true, resumeTitle: expect.stringContaining('Senior Frontend Engineer') });

    const { cloudTaskId } = await schedule(alice);
    await fire(cloudTaskId!, hoursFromNow(1), hoursFromNow(1));
    const run = (await schedule(alice)).lastRun!;
    expect(run).toMatchObject({ status: 'done', jobCount: 2 });
    const scheduled = (await get(alice, `/api/job-search-sessions/${run.sessionId}`)).json() as { jobs: SavedJob[] };
    expect(frontend(scheduled)).toMatchObject({ jobId: frontend(first!).id, status: 'applied', appliedWith: applied.appliedWith });

    const dashboard = (await get(alice, `/api/users/${alice.userId}/dashboard`)).json() as Dashboard;
    expect(dashboard.stats).toEqual({ jobsFound: 2, applications: 1, interviews: 0, offers: 0 });
    expect(dashboard.savedJobs.total).toBe(2);
    expect(dashboard.savedJobs.jobs.map((job) => job.title).sort()).toEqual(['Frontend Engineer, Robots', 'Senior Frontend Engineer']);
    expect(dashboard.savedJobs.jobs.find((job) => job.title === 'Senior Frontend Engineer')).toMatchObject({
      sessionId: run.sessionId,
      status: 'applied',
      appliedWith: applied.appliedWith,
    });
    expect(((await get(alice, `/api/jobs/${frontend(second!).id}/cover-letter`)).json() as { jobId: string }).jobId).toBe(frontend(first!).id);
  });

  it('runs a Custom cron that names every minute once an hour: its next slot is an hour on, the minutes between are never queued', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '* * * * *', notificationType: 'None' }));
    const { cloudTaskId } = await schedule(alice);
    const slot = hoursFromNow(1);
    await fire(cloudTaskId!, slot);
    const after = await schedule(alice);
    expect(after.lastRun).toMatchObject({ status: 'done', scheduledFor: slot.toISOString() });
    expect(after.nextRunAt).toBe(new Date(slot.getTime() + hour).toISOString());
    const [task] = await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.id, cloudTaskId!));
    expect(task?.nextRunAt?.toISOString()).toBe(new Date(slot.getTime() + hour).toISOString());
    // Saving the schedule again makes its task anew: the gap after the last run holds all the same.
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '* * * * *', notificationType: 'Email' }));
    const saved = await schedule(alice);
    expect(saved.cloudTaskId).not.toBe(cloudTaskId);
    expect(saved.nextRunAt).toBe(new Date(slot.getTime() + hour).toISOString());
  });

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

  it('records a failed run with its error and Retry in 1m, keeps the series going, and clears the error when the retry succeeds', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': 'error' } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *' }));
    const { cloudTaskId } = await schedule(alice);
    const slot = hoursFromNow(1);
    await expect(fire(cloudTaskId!, slot)).rejects.toThrow('No job source answered');
    const failed = await schedule(alice);
    expect(failed.cloudTaskError).toMatch(/^The last run failed: /);
    expect(failed.retryAfter).toBe(30);
    expect(failed.lastRun).toMatchObject({ status: 'failed' });
    expect(failed.nextRunAt).toBe(new Date(slot.getTime() + hour).toISOString());

    // pg-boss retries the slot (30 s later in real time; past the board's hour here).
    setUpAcmeBoard(ctx.fake);
    await fire(cloudTaskId!, slot, new Date(slot.getTime() + hour + 60_000));
    const recovered = await schedule(alice);
    expect(recovered).toMatchObject({ cloudTaskError: null, retryAfter: null, lastRun: { status: 'done', newJobs: 1 } });
  });

  it('emails the new jobs to an account with an email, holding them back during quiet hours until they end', async () => {
    setUpAcmeBoard(ctx.fake);
    const carol = await signUpWithEmail(ctx.app);
    const zone = 'America/New_York';
    const now = new Date();
    const wall = wallTimeAt(now, zone);
    const at = (offsetHours: number) => `${String((wall.hour + offsetHours + 24) % 24).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    await savePreferences(
      ctx.app,
      carol,
      scheduledPreferences({ notificationType: 'Email', timezone: zone, quietHours: { start: at(-1), end: at(1) } }),
    );
    const { id, cloudTaskId } = await schedule(carol);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: id, taskId: cloudTaskId!, scheduledFor: now.toISOString() }, now);

    const [held] = await ctx.database.db.select().from(notifications);
    expect(held?.email).toBe('pending');
    // Quiet hours end at the next whole minute an hour from now, in New York.
    expect(held!.deliverAt.getTime() - now.getTime()).toBeGreaterThan(59 * 60_000);
    expect(held!.deliverAt.getTime() - now.getTime()).toBeLessThanOrEqual(60 * 60_000);
    expect(wallTimeAt(held!.deliverAt, zone)).toMatchObject({ hour: (wall.hour + 1) % 24, minute: wall.minute });
    await deliverDueNotifications(ctx.parts.delivery, new Date(held!.deliverAt.getTime() - 60_000));
    expect(ctx.smtp.mails).toEqual([]);

    await deliverDueNotifications(ctx.parts.delivery, new Date(held!.deliverAt.getTime() + 1_000));
    expect(ctx.smtp.mails).toHaveLength(1);
    const [mail] = ctx.smtp.mails;
    expect(mail!.to).toEqual([expect.stringMatching(/@example\.test$/)]);
    expect(mail!.from).toBe('jobs@seeker.test');
    expect(mail!.text).toContain('Subject: 1 new job for Frontend Engineer');
    expect(mail!.text).toContain('<a href="https://boards.greenhouse.io/acmerobotics/jobs/4001">Senior Frontend Engineer</a>');
    expect(mail!.text).toContain('- Senior Frontend Engineer at Acme Robotics');
    expect(mail!.text).not.toContain('<script');
    expect((await ctx.database.db.select().from(notifications))[0]?.email).toBe('sent');

    // Delivered once: the minute's sweep finds nothing more to send.
    await deliverDueNotifications(ctx.parts.delivery, new Date(held!.deliverAt.getTime() + 120_000));
    expect(ctx.smtp.mails).toHaveLength(1);
  });

  it('emails at once outside quiet hours, and never to a guest, who has no address', async () => {
    setUpAcmeBoard(ctx.fake);
    const dave = await signUpWithEmail(ctx.app);
    await savePreferences(ctx.app, dave, scheduledPreferences({ notificationType: 'Both' }));
    const mine = await schedule(dave);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: mine.id, taskId: mine.cloudTaskId! });
    expect(ctx.smtp.mails).toHaveLength(1);

    const guest = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, guest, scheduledPreferences({ notificationType: 'Email' }));
    const theirs = await schedule(guest);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: theirs.id, taskId: theirs.cloudTaskId! });
    expect(ctx.smtp.mails).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, guest.userId));
    expect(row).toMatchObject({ email: 'skipped', deliveryError: expect.stringContaining('Guests have no email address') });
    expect((await inbox(guest)).unread).toBe(1);
  });

  it('pushes to the browsers the user allowed, forgets one its push service says is gone, and refuses other endpoints', async () => {
    setUpAcmeBoard(ctx.fake);
    const erin = await signInAsGuest(ctx.app);
    const subscribe = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${erin.userId}/push-subscriptions`,
        headers: { cookie: erin.cookie, origin: testOrigin },
        payload,
      });
    const refused = await subscribe({ endpoint: 'https://evil.example/collect', keys: ctx.push.subscription('x').keys });
    expect(refused.statusCode).toBe(400);
    expect((await subscribe(ctx.push.subscription('laptop'))).statusCode).toBe(204);
    const key = await get(erin, '/api/push/public-key');
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    await savePreferences(ctx.app, erin, scheduledPreferences({ notificationType: 'Push' }));
    const mine = await schedule(erin);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: mine.id, taskId: mine.cloudTaskId! });
    expect(ctx.push.deliveries).toHaveLength(1);
    const [delivery] = ctx.push.deliveries;
    expect(delivery!.path).toBe('/push/laptop');
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivery!.bodyBytes).toBeGreaterThan(0);
    expect(ctx.smtp.mails).toEqual([]);

    ctx.push.answer(410);
    setUpAcmeBoard(ctx.fake, [acmeFrontend, { ...acmeCook, title: 'Frontend Engineer, Robots' }]);
    const later = new Date(Date.now() + 2 * hour);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: mine.id, taskId: mine.cloudTaskId!, scheduledFor: later.toISOString() }, later);
    expect(ctx.push.deliveries).toHaveLength(2);
    expect(await ctx.database.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
