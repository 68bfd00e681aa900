import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentRuns,
  applicationContacts,
  applicationEvents,
  applicationFollowUps,
  applicationInterviews,
  applications,
  applicationStages,
  companyResearchSessions,
  coverLetters,
  savedJobs,
  jobPreferences,
  jobSearchSessions,
  notifications,
  pushSubscriptions,
  resumes,
  resumeTailorings,
  scheduledSearches,
  scheduledSearchRuns,
  sessionListings,
  userProfiles,
} from '../../db/schema';

/**
 * Tables with many rows per user: the guest's rows simply change owner. Every table with a `user_id`
 * is here or handled below (a test holds the list to the schema): one left out would be deleted with the guest.
 */
export const ownedTables = [
  resumes,
  resumeTailorings,
  coverLetters,
  scheduledSearches,
  scheduledSearchRuns,
  agentRuns,
  jobSearchSessions,
  savedJobs,
  sessionListings,
  companyResearchSessions,
  notifications,
  pushSubscriptions,
  applications,
  applicationContacts,
  applicationInterviews,
  applicationFollowUps,
  applicationEvents,
  applicationStages,
] as const;

/** Tables with one row per user, merged by the rules below rather than moved. */
export const mergedTables = [jobPreferences, userProfiles] as const;

export type GuestTransfer = {
  fromUserId: string;
  toUserId: string;
  /**
   * True when the account was created from this guest session (sign-up): its profile and preferences
   * are fresh defaults, and the guest's replace them. False when the guest signed in to an existing
   * account: the account keeps its own, and the guest's only fill what the account never saved.
   */
  accountIsNew: boolean;
};

/**
 * Moves everything a guest made to the account they linked, before better-auth deletes the guest.
 * Many-per-user rows (resumes, tailorings, schedules, runs, notifications…) always move; files keep their storage keys.
 */
export async function transferGuestData(db: Db, { fromUserId, toUserId, accountIsNew }: GuestTransfer) {
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    // A browser subscribed under both the guest and the account is one subscription: the account's stays.
    const accountEndpoints = tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, toUserId));
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, fromUserId), inArray(pushSubscriptions.endpoint, accountEndpoints)));
    for (const table of ownedTables) {
      await tx.update(table).set({ userId: toUserId }).where(eq(table.userId, fromUserId));
    }
    // A job both had saved is one job: its two copies fold into one (migration 0010's function).
    await tx.execute(sql`select fold_saved_job_copies(${toUserId})`);

    const [accountPreferences] = await tx.select().from(jobPreferences).where(eq(jobPreferences.userId, toUserId));
    if (accountIsNew || !accountPreferences) {
      await tx.delete(jobPreferences).where(eq(jobPreferences.userId, toUserId));
      await tx.update(jobPreferences).set({ userId: toUserId }).where(eq(jobPreferences.userId, fromUserId));
    }

    if (!accountIsNew) return; // an existing account keeps its own profile
    const [fresh] = await tx.select({ avatar: userProfiles.avatar }).from(userProfiles).where(eq(userProfiles.userId, toUserId));
    const [guestProfile] = await tx.select({ avatar: userProfiles.avatar }).from(userProfiles).where(eq(userProfiles.userId, fromUserId));
    if (!guestProfile) return;
    await tx.delete(userProfiles).where(eq(userProfiles.userId, toUserId));
    await tx
      .update(userProfiles)
      .set({ userId: toUserId, avatar: guestProfile.avatar ?? fresh?.avatar ?? null, updatedAt: new Date() })
      .where(eq(userProfiles.userId, fromUserId));
  });
}
