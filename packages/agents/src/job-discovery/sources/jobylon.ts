import { readDayWithMonthName } from '../page/read-posting-date';
import { readScriptLiteral } from '../page/read-script-literal';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { jobylonBoardPattern } from './board-names';
import { customFieldsOf, readCustomFields } from './read-custom-fields';
import { readItems } from './read-items';
import { readPlainText, readRecord, readStringList, readText, readUrl } from './read-values';

// Jobylon's careers-site embed, what employers put on their own careers pages: GET
// https://cdn.jobylon.com/jobs/companies/{company id}/embed/v2/ answers HTML whose script sets `JBL.embed_v2['jobs'] = [ … ];`, every open job in one answer (no paging), as
// a JavaScript literal rather than JSON (keys without quotes, strings in single quotes). Each job: id, its page's path
// (`/jobs/{id}-{slug}/` on emp.jobylon.com, whose JobPosting the page reader reads), title, company, places, departments,
// the way of working and the employment type in the employer's words and language ("Arbete på plats", "Heltid"), the
// posting's language (`klass` holds `job-lang-sv`), dates written out in the site's language ("21 april 2026"), and a summary
// ('None' when there is none). No pay and no description. An unknown company answers 404. (Facts from colophon-group/
// jobseek's Jobylon monitor, MIT, checked against its recorded McDonald's Sverige embed.) A group of brands' embed
// (/jobs/company-groups/{id}/…) is not read: Seeker names a board's jobs by one company, and a group's name none.

/** The most of the answer the jobs' literal is read in: an embed of 125 jobs is 290 KB, so some 1,500 jobs. */
const maxLiteralChars = 4_000_000;
const jobsAssignment = /JBL\.embed_v2\[\s*'jobs'\s*\]\s*=\s*/g;
const companiesAssignment = /JBL\.embed_v2\[\s*'companies'\s*\]\s*=\s*/g;
const jobId = /^\d{1,12}$/;

export const jobylonSource: BoardAdapter = {
  kind: 'board',
  name: 'jobylon',
  label: sourceLabels.jobylon,
  urlEnv: 'JOBYLON_API_URL',
  defaultBaseUrl: 'https://cdn.jobylon.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers-site embed; cdn.jobylon.com's robots.txt obeyed, one company at most once an hour",
    termsUrl: 'https://cdn.jobylon.com/robots.txt',
    attribution: "Link each job to its posting on the company's Jobylon job page",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://cdn.jobylon.com/jobs/${readJobylonBoard(slug)}/embed/v2/`,
  fetchBoard: async (context, slug) => {
    const html = await context.http.text(`${context.baseUrl}/jobs/${readJobylonBoard(slug)}/embed/v2/`);
    const jobs = readScriptLiteral(html, jobsAssignment, maxLiteralChars);
    if (!Array.isArray(jobs)) throw new SourceError('invalid-response', "the answer is no Jobylon embed (no jobs' list)");
    // A company's embed names it (`companies`: ['McDonald’s Sverige']); without that name the jobs would have none.
    const companies = readStringList(readScriptLiteral(html, companiesAssignment, 100_000));
    const companyName = companies.length === 1 ? readPlainText(companies[0], 200) : undefined;
    if (!companyName) throw new SourceError('invalid-response', 'the Jobylon embed names no one company');
    const dateLanguage = languageOfDates(jobs);
    return { companyName, postings: readItems(jobs, (item) => readJob(item, slug, companyName, dateLanguage)), complete: true };
  },
};

/** The board name (`companies/1955`), or a `not-found` SourceError without a request. */
function readJobylonBoard(slug: string): string {
  if (!jobylonBoardPattern.test(slug)) throw new SourceError('not-found', 'not a Jobylon company (companies/{number})');
  return slug.toLowerCase();
}

/** A job's language as its `klass` names it (`job-lang-sv`: "sv"). */
function languageOf(job: Record<string, unknown> | undefined): string | undefined {
  return Object.keys(readRecord(job?.klass) ?? {})
    .map((key) => /^job-lang-([a-z]{2,3}(?:-[a-z0-9]{2,8})?)$/i.exec(key)?.[1]?.toLowerCase())
    .find(Boolean);
}

/**
 * The language the embed writes its dates in: the site's, not each job's (an English job on a Swedish site is
 * "published 24 maj 2022"). Of the jobs' languages and English, the one in which the most of the dates are days.
 */
function languageOfDates(jobs: unknown[]): string {
  const records = jobs.slice(0, 2_000).map(readRecord);
  const dates = records.map((job) => readText(job?.published_date, 40)).filter((date): date is string => date !== undefined);
  const languages = new Map<string, number>([['en', 0]]);
  for (const language of records.map(languageOf)) if (language) languages.set(language, (languages.get(language) ?? 0) + 1);
  const candidates = [...languages]
    .sort((a, b) => b[1] - a[1])
    .map(([language]) => language)
    .slice(0, 5);
  const read = (language: string) => dates.filter((date) => readDayWithMonthName(date, language)).length;
  return candidates.reduce((best, language) => (read(language) > read(best) ? language : best));
}

function readJob(value: unknown, slug: string, boardCompany: string, dateLanguage: string): RawPosting | undefined {
  const job = readRecord(value);
  const id = readText(job?.id, 20);
  const title = readPlainText(job?.title, 300);
  // A job for the employer's own staff is not open to the public.
  if (!job || !id || !jobId.test(id) || !title || job.is_internal === true) return undefined;
  const path = readText(job.url, 500);
  const page = path?.startsWith('/') && URL.canParse(path, 'https://emp.jobylon.com') ? new URL(path, 'https://emp.jobylon.com') : undefined;
  // The job's own page, as resolved (no "/../" leads elsewhere on the host).
  const sourceUrl = page?.pathname.startsWith(`/jobs/${id}-`) ? readUrl(page.href) : undefined;
  if (!sourceUrl) return undefined;
  const places = readStringList(job.locations)
    .map((place) => readPlainText(place, 200))
    .filter(Boolean);
  const summary = readPlainText(job.summary, 2_000);
  const fields = readCustomFields(customFieldsOf([{ name: 'workspace', value: job.workspace }], { name: 'name', value: 'value' }));
  return {
    source: 'jobylon',
    sourceId: id,
    sourceUrl,
    title,
    company: readPlainText(job.company, 200) ?? boardCompany,
    location: readPlainText(job.locations_text, 300) ?? (places.length > 0 ? places.join('; ') : undefined),
    ...(fields.workplace ? { workplace: fields.workplace } : {}),
    ...(fields.remote !== undefined ? { remote: fields.remote } : {}),
    employmentType: readPlainText(job.employment_type, 100),
    department: readPlainText(readStringList(job.departments)[0], 200),
    postedAt: readDayWithMonthName(readText(job.published_date, 40), dateLanguage),
    // Jobylon writes the word None where a job has no summary.
    descriptionText: summary && summary !== 'None' ? summary : undefined,
    companyLogoUrl: readUrl(job.logo),
    board: { provider: 'jobylon', slug },
  };
}

/** A Jobylon embed's address: `cdn.jobylon.com/jobs/companies/{id}/embed/v2/`. */
const embedPath = /^\/jobs\/(companies\/[1-9]\d{0,9})\/embed(?:\/|$)/i;

/**
 * A pasted Jobylon address on cdn.jobylon.com: a company's embed is its board, which lists jobs rather than being one
 * (a job's own page, emp.jobylon.com/jobs/{id}-{title}/, names no company: the page reader reads its JobPosting).
 */
export function readJobylonLink(url: URL): 'board-page' | null {
  return embedPath.test(url.pathname) ? 'board-page' : null;
}

/** The board a pasted embed address names (`companies/1955`), or null. */
export function readJobylonBoardOfLink(url: URL): string | null {
  return embedPath.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
}
