import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, user, userProfiles } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { drainBatches } from '../../lib/drain-batches';
import { describeError } from '../../http/describe-error';
import type { Mailer } from './mailer';
import { newJobsEmail } from './new-jobs-email';
import { testEmail } from './settings-emails';
import { followUpEmail } from './follow-up-email';
import type { PushSender } from './push-sender';
import { savedJobsByAnyId } from '../saved-jobs';

export type DeliveryDeps = {
  db: Db;
  mailer: Mailer | undefined;
  push: PushSender | undefined;
  publicUrl: string;
  log?: { error: (details: object, message: string) => void } | undefined;
};

type Channel = 'email' | 'push';
type Row = typeof notifications.$inferSelect;
export type Outcome = { state: 'sent' | 'skipped' | 'failed'; error?: string };

export const deliveryMessages = {
  // Said to the person, who cannot set it up: what happened and where the news still is (docs/configuration.md names the settings).
  noSmtp: 'Email is not set up on this server, so no email went out. New jobs still show in the app, under the bell.',
  guest: 'Guests have no email address: create an account with your email to get these by email.',
  noSubscription: 'No browser has allowed push notifications for this account.',
} as const;

/** Takes one channel of one notification, so two workers never send the same email twice. */
async function claim(db: Db, id: string, channel: Channel) {
  const column = notifications[channel];
  const claimed = await db
    .update(notifications)
    .set({ [channel]: 'sending' })
    .where(and(eq(notifications.id, id), eq(column, 'pending')))
    .returning({ id: notifications.id });
  return claimed.length > 0;
}

async function sendEmail(deps: DeliveryDeps, row: Row): Promise<Outcome> {
  if (!deps.mailer) return { state: 'skipped', error: deliveryMessages.noSmtp };
  const [owner] = await deps.db
    .select({ email: user.email, isAnonymous: user.isAnonymous, alertEmail: userProfiles.alertEmail })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, row.userId));
  if (!owner || owner.isAnonymous) return { state: 'skipped', error: deliveryMessages.guest };
  const to = owner.alertEmail ?? owner.email;
  if (row.kind === 'test') {
    await deps.mailer.send(testEmail({ to, title: row.title, body: row.body, appLink: `${deps.publicUrl}${row.link}` }));
    return { state: 'sent' };
  }
  if (row.kind === 'follow-up') {
    await deps.mailer.send(followUpEmail({ to, title: row.title, body: row.body, appLink: `${deps.publicUrl}${row.link}` }));
    return { state: 'sent' };
  }
  const ids = row.jobs.map((job) => job.jobId);
  const byId = await savedJobsByAnyId(deps.db, row.userId, ids);
  const appLink = `${deps.publicUrl}${row.link}`;
  const jobs = row.jobs.map((job) => {
    const full = byId.get(job.jobId);
    return { title: job.title, company: job.company, location: full?.location ?? '', salary: full?.salary ?? '', jobLink: full?.jobLink ?? appLink };
  });
  await deps.mailer.send(newJobsEmail({ to, title: row.title, jobs, moreCount: Math.max(0, row.jobCount - jobs.length), appLink }));
  return { state: 'sent' };
}

async function sendPush(deps: DeliveryDeps, row: Row): Promise<Outcome> {
  if (!deps.push) return { state: 'skipped', error: 'Push notifications are not set up on this server.' };
  const targets = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  if (targets.length === 0) return { state: 'skipped', error: deliveryMessages.noSubscription };
  let sent = 0;
  const problems: string[] = [];
  for (const target of targets) {
    try {
      const result = await deps.push.send(target, { title: row.title, body: row.body, url: row.link });
      if (result === 'sent') sent++;
      else
        await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, row.userId), eq(pushSubscriptions.endpoint, target.endpoint)));
    } catch (error) {
      problems.push(String(describeError(error).message ?? 'unknown error'));
    }
  }
  if (sent > 0) return { state: 'sent' };
  return problems.length > 0 ? { state: 'failed', error: problems[0]! } : { state: 'skipped', error: deliveryMessages.noSubscription };
}

/** A batch takes at most this many of one user's notifications: one account's thousand cannot hold back another's one. */
export const notificationsPerUserInBatch = 5;

/**
 * Sends a batch of the emails and pushes whose time has come (quiet hours over), oldest first and at most
 * `notificationsPerUserInBatch` of each user. Runs after each scheduled run and once a minute (in batches
 * until none is left, `drainDueNotifications`); each channel is claimed first, so a notification goes out
 * at most once. Answers how many channels it sent and how many notifications it looked at.
 */
export async function deliverDueNotifications(deps: DeliveryDeps, now = new Date(), limit = 100) {
  return (await deliverDueBatch(deps, now, limit)).delivered;
}

async function deliverDueBatch(deps: DeliveryDeps, now: Date, limit: number) {
  const fair = await selectRows<{ id: string }>(
    deps.db,
    sql`select id from (
        select id, deliver_at, row_number() over (partition by user_id order by deliver_at, id) as nth
        from notifications
        where deliver_at <= ${now.toISOString()}::timestamptz and (email = 'pending' or push = 'pending')
      ) due
      where nth <= ${notificationsPerUserInBatch}
      order by deliver_at, id
      limit ${limit}`,
  );
  if (fair.length === 0) return { delivered: 0, seen: 0 };
  const due = await deps.db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        fair.map((row) => row.id),
      ),
    )
    .orderBy(notifications.deliverAt);
  let delivered = 0;
  for (const row of due) {
    const outcomes = await deliverNotification(deps, row);
    delivered += Object.values(outcomes).filter((outcome) => outcome?.state === 'sent').length;
  }
  return { delivered, seen: fair.length };
}

/**
 * Batches of due notifications until none is left or `budgetMs` has gone (the rest wait for the next
 * minute). A channel that fails stays failed, so no batch sees the same notification twice.
 */
export async function drainDueNotifications(deps: DeliveryDeps, now = new Date(), budgetMs = 20_000) {
  return drainBatches(async () => {
    const { delivered, seen } = await deliverDueBatch(deps, now, 100);
    return { done: delivered, seen };
  }, budgetMs);
}

/** Sends each pending channel of one notification that this worker can claim, and records how it went. */
export async function deliverNotification(deps: DeliveryDeps, row: Row): Promise<Partial<Record<Channel, Outcome>>> {
  const outcomes: Partial<Record<Channel, Outcome>> = {};
  for (const channel of ['email', 'push'] as const) {
    if (row[channel] !== 'pending' || !(await claim(deps.db, row.id, channel))) continue;
    outcomes[channel] = await deliverClaimedChannel(deps, row, channel);
  }
  return outcomes;
}

/** Sends one channel this caller holds (claimed, or written as 'sending' by it) and records the outcome. */
export async function deliverClaimedChannel(deps: DeliveryDeps, row: Row, channel: Channel): Promise<Outcome> {
  const outcome = await (channel === 'email' ? sendEmail(deps, row) : sendPush(deps, row)).catch((error: unknown): Outcome => ({
    state: 'failed',
    error: String(describeError(error).message ?? 'unknown error'),
  }));
  if (outcome.state === 'failed') deps.log?.error({ notificationId: row.id, channel, error: outcome.error }, 'notification delivery failed');
  await deps.db
    .update(notifications)
    .set({ [channel]: outcome.state, ...(outcome.error ? { deliveryError: outcome.error.slice(0, 500) } : {}) })
    .where(eq(notifications.id, row.id));
  return outcome;
}
