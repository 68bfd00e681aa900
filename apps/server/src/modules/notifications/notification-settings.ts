import { notificationSettingsMessages, type NotificationSettings, type NotificationSettingsResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { user, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DeliveryDeps } from './deliver-due-notifications';

/** The alert email and what this server can send; type, quiet hours and time zone are read with the preferences. */
export async function getNotificationSettings(deps: Pick<DeliveryDeps, 'db' | 'mailer' | 'push'>, userId: string): Promise<NotificationSettingsResponse> {
  const [row] = await deps.db
    .select({ email: user.email, isAnonymous: user.isAnonymous, alertEmail: userProfiles.alertEmail })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId));
  return {
    alertEmail: row?.alertEmail ?? null,
    accountEmail: row && !row.isAnonymous ? row.email : null,
    emailConfigured: deps.mailer !== undefined,
    pushConfigured: deps.push !== undefined,
  };
}

/** A guest has no address of their own: they add one (Account tab) before alerts can go elsewhere. */
export async function saveNotificationSettings(deps: Pick<DeliveryDeps, 'db' | 'mailer' | 'push'>, userId: string, settings: NotificationSettings) {
  const current = await getNotificationSettings(deps, userId);
  if (settings.alertEmail !== null && current.accountEmail === null) throw new AppError('CONFLICT', notificationSettingsMessages.guestEmail);
  // The sign-in address itself is the default, stored as null so a later change of sign-in email carries over.
  const alertEmail = settings.alertEmail && settings.alertEmail.toLowerCase() !== current.accountEmail?.toLowerCase() ? settings.alertEmail : null;
  await deps.db.update(userProfiles).set({ alertEmail, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
  return { ...current, alertEmail };
}
