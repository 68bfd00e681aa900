import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applicationFollowUps } from '../../../db/schema';
import { selectRows } from '../../../db/select-rows';
import { createFollowUpNotification } from '../../notifications';
import { getPreferences } from '../../preferences';

type DueRow = { id: string; user_id: string; job_id: string; due_on: string; note: string; title: string; company: string };

/**
 * Sends every follow-up whose time has come (run by the minute job, before delivery): each becomes an
 * in-app notification, with email and push by the user's notification type once quiet hours allow.
 * Rows are taken with SKIP LOCKED and marked sent in the same transaction, so each is sent once.
 */
export async function sendDueFollowUps(db: Db, now = new Date(), limit = 100) {
  return db.transaction(async (tx) => {
    const due = await selectRows<DueRow>(
      tx,
      sql`select f.id, f.user_id, f.job_id, f.due_on::text as due_on, f.note, j.title, j.company
        from application_follow_ups f join job_listings j on j.id = f.job_id
        where f.remind_at <= ${now.toISOString()}::timestamptz and f.sent_at is null and f.done_at is null
        order by f.remind_at limit ${limit}
        for update of f skip locked`,
    );
    for (const row of due) {
      const { searchSchedule } = (await getPreferences(tx, row.user_id, undefined)).preferences;
      await createFollowUpNotification(tx, {
        userId: row.user_id,
        jobId: row.job_id,
        title: row.title,
        company: row.company,
        note: row.note,
        dueOn: row.due_on,
        notificationType: searchSchedule.notificationType,
        quietHours: searchSchedule.quietHours,
        timezone: searchSchedule.timezone,
        now,
      });
    }
    if (due.length > 0)
      await tx
        .update(applicationFollowUps)
        .set({ sentAt: now })
        .where(
          inArray(
            applicationFollowUps.id,
            due.map((row) => row.id),
          ),
        );
    return due.length;
  });
}
