import crypto from 'node:crypto';
import type { SavedJob, NotificationType } from '@seeker/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { deliveryTime, type QuietHours } from '../../lib/time/quiet-hours';
import { outsideDeliveries } from './outside-deliveries';

/** How many of the new jobs a notification names (in rank order). */
export const topNewJobs = 5;

export type NewJobsNotice = {
  userId: string;
  scheduleId: string;
  sessionId: string;
  searchName: string;
  newJobs: SavedJob[];
  notificationType: NotificationType;
  quietHours: QuietHours;
  timezone: string;
  now: Date;
};

/**
 * The in-app notifications for runs that found new jobs, written with the runs' sessions, in one insert.
 * Email and push are marked pending for the chosen type and go out at `deliverAt`: now, or when quiet
 * hours end.
 */
export async function createNewJobsNotifications(tx: Db, notices: NewJobsNotice[]) {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map((notice) => {
      const count = notice.newJobs.length;
      return {
        id: crypto.randomUUID(),
        userId: notice.userId,
        scheduleId: notice.scheduleId,
        title: `${count} new ${count === 1 ? 'job' : 'jobs'} for ${notice.searchName}`,
        body: notice.newJobs
          .slice(0, 3)
          .map((job) => `${job.title} at ${job.company}`)
          .join('; ')
          .concat(count > 3 ? ` and ${count - 3} more` : ''),
        link: `/jobs?session=${encodeURIComponent(notice.sessionId)}`,
        jobs: notice.newJobs.slice(0, topNewJobs).map((job) => ({ jobId: job.jobId, title: job.title, company: job.company })),
        jobCount: count,
        deliverAt: deliveryTime(notice.now, notice.quietHours, notice.timezone),
        ...outsideDeliveries(notice.notificationType),
        createdAt: notice.now,
      };
    }),
  );
}
