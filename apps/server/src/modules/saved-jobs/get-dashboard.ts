import { documentRunMessages, jobPageLimits, type Dashboard } from '@seeker/contract';
import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, jobListings } from '../../db/schema';
import { listingFromRow } from './to-job-listing';

const statements = new WeakMap<Db, ReturnType<typeof buildStatement>>();

/** Built once per database (Drizzle builds a statement's SQL on every call otherwise; a prepared one on PostgreSQL). */
function dashboardStatement(db: Db) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = buildStatement(db)));
  return statement;
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

function buildStatement(db: Db) {
  const owned = eq(jobListings.userId, sql.placeholder('userId'));
  const running = db
    .select({ one: sql`1` })
    .from(agentRuns)
    .where(
      and(
        eq(agentRuns.userId, sql.placeholder('userId')),
        inArray(agentRuns.status, ['accepted', 'running']),
        notInArray(agentRuns.message, Object.values(documentRunMessages)),
      ),
    );
  const stats = db
    .select({
      jobsFound: sql<number>`count(*)::int`.as('jobs_found'),
      applications: countWhere(sql`${jobListings.status} in ('applying', 'applied')`).as('applications'),
      interviews: countWhere(sql`${jobListings.status} = 'interviewing'`).as('interviews'),
      offers: countWhere(sql`${jobListings.status} = 'offered'`).as('offers'),
      searchRunning: sql<boolean>`exists (${running})`.as('search_running'),
    })
    .from(jobListings)
    .where(owned)
    .as('stats');
  const page = db
    .select()
    .from(jobListings)
    .where(owned)
    .orderBy(desc(jobListings.lastFoundAt), desc(jobListings.sessionId), asc(jobListings.listingNumber), asc(jobListings.id))
    .limit(jobPageLimits.defaultLimit)
    .as('page');
  const job = Object.fromEntries(
    Object.keys(getTableColumns(jobListings)).map((name) => [name, page[name as keyof typeof page]]),
  ) as unknown as typeof page._.selectedFields;
  // The tiles' one row, joined to each job of the page (or to none: a user without jobs still has tiles).
  return db
    .select({
      jobsFound: stats.jobsFound,
      applications: stats.applications,
      interviews: stats.interviews,
      offers: stats.offers,
      searchRunning: stats.searchRunning,
      job,
    })
    .from(stats)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.lastFoundAt), desc(page.sessionId), asc(page.listingNumber), asc(page.id))
    .prepare('dashboard');
}

/**
 * The dashboard in one answer and one statement: the tiles (spec part 1 section 5, over the user's saved
 * jobs), whether a search of theirs is under way (a tailoring or a cover letter being written is none;
 * runs cut off by a restart are closed at start-up, so this never sticks), and the first page of saved
 * jobs in the job list's order. One statement, not four: on the embedded database each waits its turn.
 */
export async function getDashboard(db: Db, userId: string): Promise<Dashboard> {
  const rows = await dashboardStatement(db).execute({ userId });
  const [first] = rows;
  const total = first?.jobsFound ?? 0;
  const jobs = rows.flatMap((row) => (row.job ? [listingFromRow({ ...row.job, listingId: null })] : []));
  return {
    stats: {
      jobsFound: total,
      applications: first?.applications ?? 0,
      interviews: first?.interviews ?? 0,
      offers: first?.offers ?? 0,
    },
    savedJobs: { jobs, total, nextOffset: jobs.length < total ? jobs.length : null },
    searchRunning: Boolean(first?.searchRunning),
  };
}
