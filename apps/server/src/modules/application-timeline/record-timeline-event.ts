import crypto from 'node:crypto';
import { timelineEventsShown, type TimelineFacts, type TimelineKind } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents } from '../../db/schema';

export type TimelineEvent = { kind: TimelineKind; facts?: TimelineFacts };

/** A contact as a timeline entry tells it: who, in what role. */
export const contactFacts = (contact: { name: string; role: string }): TimelineFacts => ({ name: contact.name, role: contact.role });
/** An interview as a timeline entry tells it: when, in which zone, where. */
export const interviewFacts = (interview: { date: string; time: string; timezone: string; place: string }): TimelineFacts => ({
  day: interview.date,
  time: interview.time,
  timezone: interview.timezone,
  place: interview.place,
});
/** A follow-up as a timeline entry tells it: its day. */
export const followUpFacts = (followUp: { dueOn: string }): TimelineFacts => ({ day: followUp.dueOn });

/**
 * Adds what just happened to a job's timeline, in the caller's transaction: entries are only ever added.
 * A job keeps its newest `timelineEventsShown`; older ones go, so a job edited in a loop cannot grow without end.
 */
export async function recordTimelineEvents(tx: Db, userId: string, jobId: string, events: TimelineEvent[], at = new Date()) {
  if (events.length === 0) return;
  await tx
    .insert(applicationEvents)
    .values(events.map((event) => ({ id: crypto.randomUUID(), jobId, userId, at, kind: event.kind, facts: event.facts ?? {} })));
  await tx.execute(sql`delete from application_events where job_id = ${jobId} and at < (
      select at from application_events where job_id = ${jobId} order by at desc offset ${timelineEventsShown - 1} limit 1)`);
}
