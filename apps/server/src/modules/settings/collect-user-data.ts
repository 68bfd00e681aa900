import { setImmediate as nextTurn } from 'node:timers/promises';
import { accountExportFormat } from '@seeker/contract';
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
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
  jobListings: schema.savedJobs,
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
  applicationEvents: schema.applicationEvents,
  applicationStages: schema.applicationStages,
} as const;

type Owned = PgTable & { userId: PgColumn };

/** A page's first size, and the bounds it moves in: rows are 100 bytes (a seen posting) to 100 KB (a typed-in job). */
const pageRows = { first: 10, min: 2, max: 1_000 } as const;
/** A page read quicker than this doubles the next one; one slower halves it. */
const pageMs = { grow: 5, shrink: 15 } as const;

/**
 * The rows of one table matching `where`, as stored, read a page at a time with a turn of the event
 * loop after each page: embedded PGlite runs each query on this thread, and a thousand 100 KB rows read
 * in one query held every other request for most of a second. Pages follow the rows' physical place
 * (ctid), which holds still inside the export's snapshot, so no row is read twice or missed; their size
 * follows how long the last one took (many small rows in few queries, large rows a few at a time).
 */
async function pagedRows<T extends PgTable>(tx: Db, table: T, where: SQL | undefined): Promise<T['$inferSelect'][]> {
  const rows: T['$inferSelect'][] = [];
  let after: string | undefined;
  for (let size: number = pageRows.first; ;) {
    const started = performance.now();
    const page = (await tx
      .select({ ...getTableColumns(table), exportPageKey: sql<string>`ctid::text`.as('export_page_key') })
      .from(table as PgTable)
      .where(and(where, after === undefined ? undefined : sql`ctid > ${after}::tid`))
      .orderBy(sql`ctid`)
      .limit(size)) as (T['$inferSelect'] & { exportPageKey: string })[];
    for (const { exportPageKey: _key, ...row } of page) rows.push(row as T['$inferSelect']);
    const tookMs = performance.now() - started;
    // After every query, the last too: PGlite answers without a turn of the event loop, so twenty small tables in a row are a block as well.
    await nextTurn();
    if (page.length < size) return rows;
    after = page[page.length - 1]!.exportPageKey;
    size = tookMs < pageMs.grow ? Math.min(size * 2, pageRows.max) : tookMs > pageMs.shrink ? Math.max(size >> 1, pageRows.min) : size;
  }
}

/** The user's rows of one table, as stored (a page at a time). */
const rowsOf =
  (tx: Db, userId: string) =>
  <T extends Owned>(table: T) =>
    pagedRows(tx, table, eq(table.userId, userId));

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
      // Oldest first (a stable sort: rows of one millisecond stay in the order they were stored).
      const resumeRows = (await read(schema.resumes)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
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
        jobListings: await read(schema.savedJobs),
        sessionListings: await read(schema.sessionListings),
        resumeTailorings: await read(schema.resumeTailorings),
        coverLetters: await read(schema.coverLetters),
        companyResearchSessions: await read(schema.companyResearchSessions),
        scheduledSearches: schedules,
        scheduledSearchRuns: await read(schema.scheduledSearchRuns),
        // Keyed by schedule, not user: the postings each schedule has already reported.
        scheduledSearchSeen:
          scheduleIds.length > 0 ? await pagedRows(tx, schema.scheduledSearchSeen, inArray(schema.scheduledSearchSeen.scheduleId, scheduleIds)) : [],
        notifications: await read(schema.notifications),
        // The browser's push keys are secrets of that browser; the endpoint says which browser it was.
        pushSubscriptions: (await read(schema.pushSubscriptions)).map(({ endpoint, createdAt }) => ({ endpoint, createdAt })),
        agentRuns: await read(schema.agentRuns),
        applications: await read(schema.applications),
        applicationContacts: await read(schema.applicationContacts),
        applicationInterviews: await read(schema.applicationInterviews),
        applicationFollowUps: await read(schema.applicationFollowUps),
        applicationEvents: await read(schema.applicationEvents),
        applicationStages: await read(schema.applicationStages),
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
