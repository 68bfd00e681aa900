import { accountExportFormat } from '@seeker/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { archiveFilesOf, type ArchiveFile } from './archive-files';

/**
 * Every table with a `user_id`, by its key in seeker-export.json (a test holds this to the schema).
 * better-auth's `session` and `account` are left out on purpose: they hold tokens and password hashes,
 * and the export names only the account's sign-in methods.
 */
export const exportedTables = {
  profile: schema.userProfiles,
  preferences: schema.jobPreferences,
  resumes: schema.resumes,
  jobSearchSessions: schema.jobSearchSessions,
  jobListings: schema.jobListings,
  sessionListings: schema.sessionListings,
  resumeTailorings: schema.resumeTailorings,
  coverLetters: schema.coverLetters,
  companyResearchSessions: schema.companyResearchSessions,
  scheduledSearches: schema.scheduledSearches,
  scheduledSearchRuns: schema.scheduledSearchRuns,
  notifications: schema.notifications,
  pushSubscriptions: schema.pushSubscriptions,
  agentRuns: schema.agentRuns,
  applications: schema.applications,
  applicationContacts: schema.applicationContacts,
  applicationInterviews: schema.applicationInterviews,
  applicationFollowUps: schema.applicationFollowUps,
} as const;

type Owned = PgTable & { userId: PgColumn };

/** The user's rows of one table, as stored. */
const rowsOf =
  (tx: Db, userId: string) =>
  async <T extends Owned>(table: T) =>
    (await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.userId, userId))) as T['$inferSelect'][];

/**
 * Everything Seeker keeps for the user, read in one consistent snapshot, and the files the archive
 * should hold. Never a password hash, token, session or verification row.
 */
export async function collectUserData(db: Db, userId: string, now = new Date()) {
  return db.transaction(
    async (tx) => {
      // better-auth's user row holds no secret (those are in account, session and verification).
      const [owner] = await tx.select().from(schema.user).where(eq(schema.user.id, userId));
      if (!owner) throw AppError.unauthenticated(); // deleted while the request was on its way
      const read = rowsOf(tx, userId);
      const methods = await tx
        .selectDistinct({ providerId: schema.account.providerId })
        .from(schema.account)
        .where(eq(schema.account.userId, userId))
        .orderBy(asc(schema.account.providerId));
      const [profile] = await read(schema.userProfiles);
      const [preferences] = await read(schema.jobPreferences);
      const resumeRows = await tx.select().from(schema.resumes).where(eq(schema.resumes.userId, userId)).orderBy(asc(schema.resumes.createdAt));
      const schedules = await read(schema.scheduledSearches);
      const scheduleIds = schedules.map((schedule) => schedule.id);
      const files: ArchiveFile[] = resumeRows.flatMap(archiveFilesOf);
      const pathOf = (resumeId: string, storagePath: string | undefined) =>
        files.find((file) => file.resumeId === resumeId && file.storagePath === storagePath)?.path ?? null;
      const document = {
        exportedAt: now.toISOString(),
        format: accountExportFormat,
        account: { ...owner, signInMethods: methods.map((method) => method.providerId) },
        // The alert-email link's token is a secret (hashed, but still): it stays out.
        profile: profile ? withoutAlertToken(profile) : null,
        preferences: preferences ?? null,
        resumes: resumeRows.map((row) => ({ ...row, file: pathOf(row.id, row.storagePath), docxFile: pathOf(row.id, row.metadata.docxPath) })),
        jobSearchSessions: await read(schema.jobSearchSessions),
        jobListings: await read(schema.jobListings),
        sessionListings: await read(schema.sessionListings),
        resumeTailorings: await read(schema.resumeTailorings),
        coverLetters: await read(schema.coverLetters),
        companyResearchSessions: await read(schema.companyResearchSessions),
        scheduledSearches: schedules,
        scheduledSearchRuns: await read(schema.scheduledSearchRuns),
        // Keyed by schedule, not user: the postings each schedule has already reported.
        scheduledSearchSeen:
          scheduleIds.length > 0
            ? await tx.select().from(schema.scheduledSearchSeen).where(inArray(schema.scheduledSearchSeen.scheduleId, scheduleIds))
            : [],
        notifications: await read(schema.notifications),
        // The browser's push keys are secrets of that browser; the endpoint says which browser it was.
        pushSubscriptions: (await read(schema.pushSubscriptions)).map(({ endpoint, createdAt }) => ({ endpoint, createdAt })),
        agentRuns: await read(schema.agentRuns),
        applications: await read(schema.applications),
        applicationContacts: await read(schema.applicationContacts),
        applicationInterviews: await read(schema.applicationInterviews),
        applicationFollowUps: await read(schema.applicationFollowUps),
      } satisfies Record<keyof typeof exportedTables, unknown> & Record<string, unknown>;
      return { document, files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type UserData = Awaited<ReturnType<typeof collectUserData>>;

/** One entry of seeker-export.json's `files`: a missing file is listed, not left out. */
export type ExportedFile = { path: string; resumeId: string; bytes: number | null; missing?: true };

function withoutAlertToken({ alertEmailTokenHash: _hash, alertEmailTokenExpiresAt: _expires, ...profile }: typeof schema.userProfiles.$inferSelect) {
  return profile;
}
