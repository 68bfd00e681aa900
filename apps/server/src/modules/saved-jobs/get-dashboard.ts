import { documentRunMessages, jobPageLimits } from '@seeker/contract';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, savedJobs } from '../../db/schema';

const statements = new WeakMap<Db, ReturnType<typeof buildStatement>>();

/** Built once per database (Drizzle builds a statement's SQL on every call otherwise; a prepared one on PostgreSQL). */
function dashboardStatement(db: Db) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = buildStatement(db)));
  return statement;
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** A timestamp as JavaScript's `toISOString()` writes it (UTC, milliseconds, `Z`). */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One saved job of the page as the API answers it (`SavedJob`, as `savedJobFromRow` makes it from a row
 * with no search's listing id): built by the database, so a request costs this process no row parsing,
 * mapping or serializing. `saved-jobs-dashboard.api.test.ts` holds it equal to the job list's first page.
 */
function listingJson(page: (column: string) => SQL) {
  const fields: [string, SQL][] = [
    ['id', page('id')],
    ['jobId', page('id')],
    ['sessionId', page('session_id')],
    ['listingNumber', page('listing_number')],
    ['title', page('title')],
    ['company', page('company')],
    ['location', page('location')],
    ['salary', page('salary')],
    ['salaryRange', page('salary_range')],
    ['datePosted', isoTime(page('date_posted'))],
    ['datePostedStated', page('date_posted_stated')],
    ['description', page('description')],
    ['descriptionHtml', page('description_html')],
    ['qualifications', page('qualifications')],
    ['benefits', page('benefits')],
    ['jobLink', page('job_link')],
    ['easyApply', page('easy_apply')],
    ['favorite', page('favorite')],
    ['status', page('status')],
    ['statusHistory', page('status_history')],
    ['remote', page('remote')],
    ['workplace', page('workplace')],
    ['places', page('places')],
    ['jobType', page('job_type')],
    ['seniority', page('seniority')],
    ['source', page('source')],
    ['sourceLabel', page('source_label')],
    ['sourceUrl', page('source_url')],
    ['sources', page('sources')],
    ['matchScore', page('match_score')],
    ['matchReason', page('match_reason')],
    ['ranked', page('ranked')],
    [
      'appliedWith',
      sql`case when ${page('applied_at')} is null then null else json_build_object(
        'resumeId', ${page('resume_id')},
        'resumeTitle', case when ${page('resume_id')} is null then null else ${page('applied_resume_title')} end,
        'coverLetter', ${page('applied_cover_letter')}) end`,
    ],
  ];
  return sql`json_build_object(${sql.join(
    fields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;
}

function buildStatement(db: Db) {
  const owned = eq(savedJobs.userId, sql.placeholder('userId'));
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
      applications: countWhere(sql`${savedJobs.status} in ('applying', 'applied')`).as('applications'),
      interviews: countWhere(sql`${savedJobs.status} = 'interviewing'`).as('interviews'),
      offers: countWhere(sql`${savedJobs.status} = 'offered'`).as('offers'),
      searchRunning: sql<boolean>`exists (${running})`.as('search_running'),
    })
    .from(savedJobs)
    .where(owned)
    .as('stats');
  const page = db
    .select()
    .from(savedJobs)
    .where(owned)
    .orderBy(desc(savedJobs.lastFoundAt), desc(savedJobs.sessionId), asc(savedJobs.listingNumber), asc(savedJobs.id))
    .limit(jobPageLimits.defaultLimit);
  const column = (name: string) => sql.raw(`page.${name}`);
  const jobs = sql`(select coalesce(json_agg(${listingJson(column)} order by page.last_found_at desc, page.session_id desc, page.listing_number, page.id), '[]'::json) from (${page}) as page)`;
  const shown = sql`least(${stats.jobsFound}, ${jobPageLimits.defaultLimit})`;
  const body = sql<string>`json_build_object(
    'stats', json_build_object('jobsFound', ${stats.jobsFound}, 'applications', ${stats.applications}, 'interviews', ${stats.interviews}, 'offers', ${stats.offers}),
    'savedJobs', json_build_object('jobs', ${jobs}, 'total', ${stats.jobsFound}, 'nextOffset', case when ${shown} < ${stats.jobsFound} then ${shown} end),
    'searchRunning', ${stats.searchRunning})::text`;
  return db.select({ body }).from(stats).prepare('dashboard_json');
}

/**
 * The dashboard in one answer and one statement, as the JSON text the route sends: the tiles (spec part 1
 * section 5, over the user's saved jobs), whether a search of theirs is under way (a tailoring or a cover
 * letter being written is none; runs cut off by a restart are closed at start-up, so this never sticks),
 * and the first page of saved jobs in the job list's order. One statement, not four: on the embedded
 * database each waits its turn.
 */
export async function getDashboard(db: Db, userId: string): Promise<string> {
  const [row] = await dashboardStatement(db).execute({ userId });
  if (!row) throw new Error('The dashboard statement answered no row');
  return row.body;
}
