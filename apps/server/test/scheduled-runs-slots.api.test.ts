import type { Dashboard, SavedJob } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobSearchSessions, notifications, scheduledSearchRuns, schedulerTasks } from '../src/db/schema';
import { executeScheduledSearches } from '../src/modules/scheduled-searches';
import { fireTaskSlot } from '../src/modules/scheduler';
import { acmeCook, acmeFrontend } from './fixtures/search-jobs';
import { hour, hoursFromNow, scheduledRunReads } from './support/scheduled-run-reads';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithScheduling('scheduled runs: slots', (ctx) => {
  const { get, schedule, inbox } = scheduledRunReads(ctx);
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

  /** A guest whose hourly schedule (notifications in the app only) has run its first slot, an hour from now. */
  async function afterFirstSlot() {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ frequency: 'Custom', customSchedule: '0 * * * *', notificationType: 'None' }));
    const { cloudTaskId, id } = await schedule(alice);
    const first = hoursFromNow(1);
    await fire(cloudTaskId!, first);
    return { alice, taskId: cloudTaskId!, scheduleId: id, first };
  }

  it('runs a slot into a new search session and queues the next slot', async () => {
    const { alice, taskId, first } = await afterFirstSlot();
    const afterFirst = await schedule(alice);
    expect(afterFirst.lastRun).toMatchObject({ status: 'done', scheduledFor: first.toISOString(), jobCount: 1, newJobs: 1 });
    expect(afterFirst.lastRunAt).not.toBeNull();
    expect(afterFirst.nextRunAt).toBe(new Date(first.getTime() + hour).toISOString());
    const [task] = await ctx.database.db.select().from(schedulerTasks).where(eq(schedulerTasks.id, taskId));
    expect(task?.nextRunAt?.toISOString()).toBe(afterFirst.nextRunAt);
    const sessionRes = await get(alice, `/api/job-search-sessions/${afterFirst.lastRun!.sessionId}`);
    expect(sessionRes.json()).toMatchObject({ jobCount: 1, jobs: [{ title: 'Senior Frontend Engineer' }] });
  });

  it('tells the user about the new jobs in the app only, when the chosen type is None', async () => {
    const { alice } = await afterFirstSlot();
    const { lastRun } = await schedule(alice);
    const list = await inbox(alice);
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      title: '1 new job for Frontend Engineer',
      body: 'Senior Frontend Engineer at Acme Robotics',
      link: `/jobs?session=${lastRun!.sessionId}`,
      jobs: [{ title: 'Senior Frontend Engineer', company: 'Acme Robotics' }],
      readAt: null,
    });
    const [row] = await ctx.database.db.select().from(notifications);
    expect(row).toMatchObject({ email: null, push: null }); // None sends nothing outside the app

    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${alice.userId}/notifications/read-all`,
      headers: { cookie: alice.cookie, origin: testOrigin },
    });
    expect(read.statusCode).toBe(204);
    expect((await inbox(alice)).unread).toBe(0);
  });

  it('runs the same slot once: a retry or a second worker is not a second run', async () => {
    const { taskId, first } = await afterFirstSlot();
    await fire(taskId, first);
    expect(await ctx.database.db.select().from(jobSearchSessions)).toHaveLength(1);
  });

  it('counts as new only what the schedule has not reported: the same job next slot is not, a new posting is', async () => {
    const { alice, taskId, scheduleId, first } = await afterFirstSlot();
    await fire(taskId, new Date(first.getTime() + hour));
    expect((await schedule(alice)).lastRun).toMatchObject({ status: 'done', jobCount: 1, newJobs: 0 });
    expect((await inbox(alice)).notifications).toHaveLength(1);
    setUpAcmeBoard(ctx.fake, [acmeFrontend, { ...acmeCook, title: 'Frontend Engineer, Robots' }]);
    await fire(taskId, new Date(first.getTime() + 2 * hour));
    expect((await schedule(alice)).lastRun).toMatchObject({ newJobs: 1 });
    const runs = await ctx.database.db.select().from(scheduledSearchRuns).where(eq(scheduledSearchRuns.scheduleId, scheduleId));
    expect(runs.map((run) => run.status)).toEqual(['done', 'done', 'done']);
    expect(await ctx.database.db.select().from(jobSearchSessions)).toHaveLength(3);
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
});
