import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applicationFollowUps } from '../../../db/schema';
import { selectRows } from '../../../db/select-rows';
import { drainBatches } from '../../../lib/drain-batches';
import { createFollowUpNotification } from '../../notifications';
import { getPreferences } from '../../preferences';
import { followUpFacts, recordTimelineEvents } from '../../application-timeline';

type DueRow = { id: string; user_id: string; job_id: string; due_on: string; note: string; title: string; company: string };

/** A batch takes at most this many of one user's reminders: one account's thousand cannot hold back another's one. */
export const followUpsPerUserInBatch = 5;

/**
 * Sends a batch of the follow-ups whose time has come (run by the minute job, before delivery): each
 * becomes an in-app notification, with email and push by the user's notification type once quiet hours
 * allow. Oldest first, at most `followUpsPerUserInBatch` of each user, so every user's earliest go out in
 * the first batch. Rows are taken with SKIP LOCKED and marked sent in the same transaction, so each is
 * sent once. Answers how many it sent (`drainDueFollowUps` runs batches until none is left).
 */
export async function sendDueFollowUps(db: Db, now = new Date(), limit = 25) {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const due = await selectRows<DueRow>(
      tx,
      sql`select f.id, f.user_id, f.job_id, f.due_on::text as due_on, f.note, j.title, j.company
        from application_follow_ups f join saved_jobs j on j.id = f.job_id
        where f.id in (
          select id from (
            select id, remind_at, row_number() over (partition by user_id order by remind_at, id) as nth
            from application_follow_ups
            where remind_at <= ${at}::timestamptz and sent_at is null and done_at is null
          ) due
          where nth <= ${followUpsPerUserInBatch}
          order by remind_at, id
          limit ${limit}
        )
        and f.sent_at is null and f.done_at is null
        order by f.remind_at
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
      await recordTimelineEvents(tx, row.user_id, row.job_id, [{ kind: 'reminder-sent', facts: followUpFacts({ dueOn: row.due_on }) }], now);
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

/**
 * Batches of due follow-ups until none is left or `budgetMs` has gone (the rest wait for the next minute):
 * a user with hundreds due is sent them a few a batch, beside everyone else's.
 */
export async function drainDueFollowUps(db: Db, now = new Date(), budgetMs = 20_000) {
  return drainBatches(async () => {
    const sent = await sendDueFollowUps(db, now);
    return { done: sent, seen: sent };
  }, budgetMs);
}
