import crypto from 'node:crypto';
import { alertEmailConfirmation, notificationSettingsMessages, type NotificationSettings, type NotificationSettingsResponse } from '@seeker/contract';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { user, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DeliveryDeps } from './deliver-due-notifications';
import { alertEmailConfirmationEmail } from './settings-emails';

type SettingsDeps = Pick<DeliveryDeps, 'db' | 'mailer' | 'push' | 'publicUrl'>;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The alert email, one waiting for confirmation, and what this server can send; type, quiet hours and time zone are read with the preferences. */
export async function getNotificationSettings(deps: SettingsDeps, userId: string): Promise<NotificationSettingsResponse> {
  const [row] = await deps.db
    .select({ email: user.email, isAnonymous: user.isAnonymous, alertEmail: userProfiles.alertEmail, pending: userProfiles.pendingAlertEmail })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  return {
    alertEmail: row?.alertEmail ?? null,
    pendingAlertEmail: row?.pending ?? null,
    accountEmail: row && !row.isAnonymous ? row.email : null,
    emailConfigured: deps.mailer !== undefined,
    pushConfigured: deps.push !== undefined,
  };
}

/**
 * Clearing the address (or naming the sign-in one) takes effect at once. A new address is only
 * *proposed*: it gets a link, and alerts keep going to the current address until the link is opened,
 * so nobody can point Seeker's mail at a stranger. Guests have no address of their own to fall back on
 * and add one under Account first; one link a minute.
 */
export async function saveNotificationSettings(deps: SettingsDeps, userId: string, settings: NotificationSettings, now = new Date()) {
  const current = await getNotificationSettings(deps, userId);
  const wanted = settings.alertEmail;
  const isAccount = wanted !== null && wanted.toLowerCase() === current.accountEmail?.toLowerCase();
  if (wanted === null || isAccount) {
    await deps.db
      .update(userProfiles)
      .set({ alertEmail: null, pendingAlertEmail: null, alertEmailTokenHash: null, alertEmailTokenExpiresAt: null, updatedAt: now })
      .where(eq(userProfiles.userId, userId));
    return getNotificationSettings(deps, userId);
  }
  if (wanted.toLowerCase() === current.alertEmail?.toLowerCase()) return current;
  if (current.accountEmail === null) throw new AppError('CONFLICT', notificationSettingsMessages.guestEmail);
  if (!deps.mailer) throw new AppError('CONFLICT', notificationSettingsMessages.noSmtp);

  const token = crypto.randomBytes(32).toString('base64url');
  const since = new Date(now.getTime() - alertEmailConfirmation.resendSeconds * 1000);
  const expires = new Date(now.getTime() + alertEmailConfirmation.validHours * 3600_000);
  // One statement decides the minute's limit, so two requests at once cannot both send.
  const claimed = await deps.db
    .update(userProfiles)
    .set({
      pendingAlertEmail: wanted,
      alertEmailTokenHash: hashOf(token),
      alertEmailTokenExpiresAt: expires,
      alertEmailRequestedAt: now,
      updatedAt: now,
    })
    .where(and(eq(userProfiles.userId, userId), notRequestedSince(since)))
    .returning({ userId: userProfiles.userId });
  if (claimed.length === 0) throw new AppError('RATE_LIMITED', notificationSettingsMessages.confirmWait);
  await deps.mailer.send(
    alertEmailConfirmationEmail({ to: wanted, link: alertEmailLink(deps.publicUrl, token), validHours: alertEmailConfirmation.validHours }),
  );
  return getNotificationSettings(deps, userId);
}

export const alertEmailLink = (publicUrl: string, token: string) => `${publicUrl}/api/alert-email/confirm/${token}`;

const notRequestedSince = (since: Date) => {
  const requested = userProfiles.alertEmailRequestedAt;
  // Never asked, or asked before `since`.
  return or(isNull(requested), lte(requested, since));
};

/** The link from the confirmation email: the waiting address becomes the alert address. */
export async function confirmAlertEmail(deps: Pick<DeliveryDeps, 'db'>, token: string, now = new Date()): Promise<boolean> {
  const confirmed = await deps.db
    .update(userProfiles)
    .set({
      alertEmail: userProfiles.pendingAlertEmail,
      pendingAlertEmail: null,
      alertEmailTokenHash: null,
      alertEmailTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(userProfiles.alertEmailTokenHash, hashOf(token)), gt(userProfiles.alertEmailTokenExpiresAt, now)))
    .returning({ userId: userProfiles.userId });
  return confirmed.length > 0;
}

/** The address a confirmation link would confirm, while the link is valid; null otherwise. */
export async function pendingAlertEmailFor(deps: Pick<DeliveryDeps, 'db'>, token: string, now = new Date()): Promise<string | null> {
  const [row] = await deps.db
    .select({ pending: userProfiles.pendingAlertEmail })
    .from(userProfiles)
    .where(and(eq(userProfiles.alertEmailTokenHash, hashOf(token)), gt(userProfiles.alertEmailTokenExpiresAt, now)));
  return row?.pending ?? null;
}
