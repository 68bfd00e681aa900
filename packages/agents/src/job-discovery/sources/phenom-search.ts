import { readScriptObject } from '../page/read-script-object';
import { joinLocation, readDate, readId, readPlainText, readRecord } from './read-values';

// The search results a Phenom careers site's page carries in its script (phenom.ts): `phApp.ddo = {…}`, whose
// `eagerLoadRefineSearch` holds the count of jobs found (`totalHits`) and a page of them (`data.jobs`).

/** One job as a site lists it. */
export type PhenomJob = {
  /** Its sequence number (`jobSeqNo`, in the addresses the sites link), else its job id. */
  id: string;
  /** The requisition's id (`jobId`), which a job's address may name instead. */
  jobId?: string;
  title: string;
  location?: string;
  employmentType?: string;
  postedAt?: Date;
  department?: string;
  category?: string;
};

/** Most characters of the page's data read (a page of ten jobs is a few hundred KB with the site's settings). */
const maxDataChars = 4_000_000;
/** Most jobs read from one page: the site sends ten. */
const maxJobs = 100;
const jobIdPattern = /^[A-Za-z0-9_-]{1,80}$/;

/** The jobs and the count a search page states (undefined when it states none), or null when the page carries no search results. */
export function readPhenomSearch(html: string): { total: number | undefined; jobs: PhenomJob[] } | null {
  const data = readScriptObject(html, /phApp\.ddo\s*=\s*\{/g, maxDataChars);
  const search = readRecord(data?.eagerLoadRefineSearch) ?? readRecord(data?.refineSearch);
  const found = readRecord(search?.data);
  if (!search || !found || !Array.isArray(found.jobs)) return null;
  const total = typeof search.totalHits === 'number' && Number.isInteger(search.totalHits) && search.totalHits >= 0 ? search.totalHits : undefined;
  const jobs = found.jobs.slice(0, maxJobs).flatMap((item) => readJob(readRecord(item)) ?? []);
  return { total, jobs };
}

function readJob(job: Record<string, unknown> | undefined): PhenomJob | undefined {
  if (!job) return undefined;
  const jobId = readId(job.jobId);
  const seq = readId(job.jobSeqNo);
  const id = seq && jobIdPattern.test(seq) ? seq : jobId;
  const title = readPlainText(job.title, 300);
  if (!id || !jobIdPattern.test(id) || !title) return undefined;
  return {
    id,
    ...(jobId && jobIdPattern.test(jobId) ? { jobId } : {}),
    title,
    location: readPlainText(job.location, 300) ?? readPlainText(job.cityStateCountry, 300) ?? joinLocation(job.city, job.state, job.country),
    employmentType: readPlainText(job.type, 100),
    postedAt: readDate(job.postedDate),
    department: readPlainText(job.department, 200),
    category: readPlainText(job.category, 200),
  };
}

/**
 * The ids of the job a Phenom job page is about, as its script states them (`phApp.ddo.jobDetail.data.job`): its sequence
 * number and requisition id, as a pair; undefined where the page states none.
 */
export function readPhenomPageJob(html: string): { id: string; jobId?: string } | undefined {
  const data = readScriptObject(html, /phApp\.ddo\s*=\s*\{/g, maxDataChars);
  const job = readRecord(readRecord(readRecord(data?.jobDetail)?.data)?.job);
  const read = readJob(job && { ...job, title: job.title ?? '-' });
  return read && { id: read.id, ...(read.jobId ? { jobId: read.jobId } : {}) };
}
