import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { scheduledSearchRuns, schedulerTasks } from '../src/db/schema';
import { allJobs } from '../src/background-jobs/all-jobs';
import { scrape } from './support/observability';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest } from './support/sign-in';

describeWithScheduling('metrics of the job queues and scheduled runs', (ctx) => {
  it('counts due, running and deferred jobs per queue, with the oldest due job’s wait', async () => {
    const alice = await signInAsGuest(ctx.app);
    // A daily schedule: its first slot is queued for later (deferred), not waiting.
    await savePreferences(ctx.app, alice, scheduledPreferences({ notificationType: 'None' }));
    // Nothing works these queues here (queue-only runner): a job sent now waits.
    const waiting = await ctx.runner.boss.send('sweep-abandoned-guests', {});
    await ctx.database.executeSql(`UPDATE pgboss.job SET start_after = now() - interval '90 seconds' WHERE id = $1`, [waiting]);

    const metrics = await scrape(ctx.app);
    expect(metrics.value('seeker_metrics_collector_up', { collector: 'queues' })).toBe(1);
    expect(metrics.types.seeker_queue_jobs).toBe('gauge');
    expect(metrics.value('seeker_queue_jobs', { queue: 'sweep-abandoned-guests', state: 'created' })).toBe(1);
    expect(metrics.value('seeker_queue_jobs', { queue: 'sweep-abandoned-guests', state: 'active' })).toBe(0);
    expect(metrics.value('seeker_queue_oldest_waiting_seconds', { queue: 'sweep-abandoned-guests' })).toBeGreaterThanOrEqual(90);
    expect(metrics.value('seeker_queue_oldest_waiting_seconds', { queue: 'sweep-abandoned-guests' })).toBeLessThan(150);
    expect(metrics.value('seeker_queue_deferred_jobs', { queue: 'scheduler-task-slot' })).toBeGreaterThanOrEqual(1);
    expect(metrics.value('seeker_queue_jobs', { queue: 'scheduler-task-slot', state: 'created' })).toBe(0);
    // Every queue has its series, at 0 before its first job.
    for (const job of allJobs(1))
      expect(metrics.find('seeker_queue_jobs', { queue: job.name }).map((sample) => sample.labels.state)).toEqual(['created', 'retry', 'active']);
    await ctx.runner.boss.cancel('sweep-abandoned-guests', waiting!);
  });

  it('reports the start lag of the last hour’s scheduled runs and the slots that are late', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ notificationType: 'None' }));
    const [task] = await ctx.database.db.select().from(schedulerTasks);
    const empty = await scrape(ctx.app);
    expect(empty.value('seeker_scheduled_run_start_lag_seconds', { stat: 'max' })).toBe(0);
    expect(empty.value('seeker_scheduler_overdue_tasks')).toBe(0);

    // Three runs started 5, 10 and 60 s after their slots, and one two hours ago (outside the hour).
    const now = Date.now();
    const run = (slotSecondsAgo: number, lagSeconds: number, status: 'done' | 'failed') => ({
      scheduleId: task!.scheduleId,
      userId: alice.userId,
      scheduledFor: new Date(now - slotSecondsAgo * 1000),
      startedAt: new Date(now - (slotSecondsAgo - lagSeconds) * 1000),
      status,
    });
    await ctx.database.db
      .insert(scheduledSearchRuns)
      .values([run(600, 5, 'done'), run(500, 10, 'done'), run(400, 60, 'failed'), run(7200, 300, 'done')]);
    // The task's slot passed two minutes ago and has not fired.
    await ctx.database.db
      .update(schedulerTasks)
      .set({ nextRunAt: new Date(now - 120_000) })
      .where(eq(schedulerTasks.id, task!.id));

    const metrics = await scrape(ctx.app);
    expect(metrics.value('seeker_scheduled_run_start_lag_seconds', { stat: 'p50' })).toBeCloseTo(10, 3);
    expect(metrics.value('seeker_scheduled_run_start_lag_seconds', { stat: 'max' })).toBeCloseTo(60, 3);
    expect(metrics.value('seeker_scheduled_run_start_lag_seconds', { stat: 'p95' })).toBeGreaterThan(10);
    expect(metrics.value('seeker_scheduled_runs_last_hour', { status: 'done' })).toBe(2);
    expect(metrics.value('seeker_scheduled_runs_last_hour', { status: 'failed' })).toBe(1);
    expect(metrics.value('seeker_scheduler_overdue_tasks')).toBe(1);
    expect(metrics.value('seeker_scheduler_oldest_overdue_seconds')).toBeGreaterThanOrEqual(120);
  });
});
