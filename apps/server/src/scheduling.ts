import type { Database } from './db/client';
import type { SearchDeps } from './modules/job-search';
import { deliverDueNotifications, type DeliveryDeps, type Mailer, type PushSender } from './modules/notifications';
import type { ExecuteDeps, ScheduleDeps } from './modules/scheduled-searches';
import { httpScheduler, inProcessScheduler, type SchedulerDeps, type TaskQueue } from './modules/scheduler';

export type Scheduling = {
  queue: TaskQueue;
  /** SCHEDULER_TOKEN: what service-to-service scheduler calls carry. */
  token: string;
  mailer: Mailer | undefined;
  push: PushSender | undefined;
  /** CUSTOM_SCHEDULE_MIN_MINUTES: a Custom cron runs at most once in this long (an hour when not given). */
  customScheduleMinMinutes?: number;
};

/** What the scheduler's own operations need: the database, the slot queue and the Custom cron's floor. */
export function schedulerDeps(db: Database['db'], scheduling: Scheduling): SchedulerDeps {
  return {
    db,
    queue: scheduling.queue,
    ...(scheduling.customScheduleMinMinutes === undefined ? {} : { minCustomMs: scheduling.customScheduleMinMinutes * 60_000 }),
  };
}

/** The parts of scheduling both the API and the job runner use, built once from the same inputs. */
export function schedulingParts(
  { db, sources, research, llm, log, occupations }: Pick<SearchDeps, 'sources' | 'research' | 'llm' | 'log' | 'occupations'> & { db: Database['db'] },
  scheduling: Scheduling,
  { publicUrl, schedulerUrl }: { publicUrl: string; schedulerUrl?: string | undefined },
) {
  const delivery: DeliveryDeps = { db, mailer: scheduling.mailer, push: scheduling.push, publicUrl, log };
  const scheduler = schedulerUrl ? httpScheduler(schedulerUrl, scheduling.token) : inProcessScheduler(schedulerDeps(db, scheduling), publicUrl);
  const schedules: ScheduleDeps = { db, scheduler, log };
  const execute: ExecuteDeps = { db, sources, research, llm, log, occupations, deliverDue: (now) => deliverDueNotifications(delivery, now) };
  return { delivery, schedules, execute };
}
