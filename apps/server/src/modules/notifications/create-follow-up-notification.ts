import crypto from 'node:crypto';
import type { NotificationType } from '@seeker/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { deliveryTime, type QuietHours } from '../../lib/time/quiet-hours';
import { outsideDeliveries } from './outside-deliveries';

export type FollowUpReminder = {
  userId: string;
  jobId: string;
  title: string;
  company: string;
  note: string;
  dueOn: string;
  notificationType: NotificationType;
  quietHours: QuietHours;
  timezone: string;
  now: Date;
};

/** The in-app reminder of a follow-up (always), with email and push pending for the chosen type, held to the end of quiet hours. */
export async function createFollowUpNotification(tx: Db, reminder: FollowUpReminder) {
  await tx.insert(notifications).values({
    id: crypto.randomUUID(),
    userId: reminder.userId,
    kind: 'follow-up',
    title: `Follow up: ${reminder.title} at ${reminder.company}`,
    body: reminder.note || `You asked to be reminded on ${reminder.dueOn} to follow up on this application.`,
    link: `/applications/${encodeURIComponent(reminder.jobId)}`,
    jobs: [{ jobId: reminder.jobId, title: reminder.title, company: reminder.company }],
    jobCount: 1,
    deliverAt: deliveryTime(reminder.now, reminder.quietHours, reminder.timezone),
    ...outsideDeliveries(reminder.notificationType),
    createdAt: reminder.now,
  });
}
