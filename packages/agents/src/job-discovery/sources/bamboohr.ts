import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { putWantedJob, readItems, readWantedJob } from './read-items';
import { joinLocation, readDate, readHtml, readId, readRecord, readText, readUrl } from './read-values';
import { boardHost } from './board-names';

// BambooHR's careers-site JSON (no key), what each company's careers page loads: GET
// https://{company}.bamboohr.com/careers/list ({meta, result[]}: every open job's title, department, type and
// place, no description) and GET /careers/{id}/detail ({result: {jobOpening}}: one job with its description).
const listAnswer = z.object({ result: z.array(z.unknown()) });
const jobAnswer = z.object({ result: z.object({ jobOpening: z.record(z.string(), z.unknown()) }) });

const digits = /^\d{1,12}$/;

export const bamboohrSource: BoardAdapter = {
  kind: 'board',
  name: 'bamboohr',
  label: sourceLabels.bamboohr,
  urlEnv: 'BAMBOOHR_API_URL',
  defaultBaseUrl: 'https://{board}.bamboohr.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's JSON; we fetch one board at most once an hour",
    termsUrl: 'https://www.bamboohr.com/legal/terms-of-service',
    attribution: "Link each job to its posting on the company's BambooHR careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug)}.bamboohr.com/careers`,
  fetchBoard: async (context, slug, wanted) => {
    const host = boardHost(context.baseUrl, slug);
    const body = await context.http.json(`${host}/careers/list`);
    const parsed = listAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer has no list of jobs');
    const postings = readItems(parsed.data.result, (job) => readListedJob(job, slug));
    // The job a user pasted is read whole: only its own answer has its description.
    if (wanted !== undefined && digits.test(wanted) && postings.some((posting) => posting.sourceId === wanted)) {
      // A job taken down between the list and its own answer is read as listed.
      const job = await readWantedJob(() => fetchJob(context, host, slug, wanted));
      if (job) putWantedJob(postings, job);
    }
    return { companyName: null, postings };
  },
};

/** The job's public page: the careers site's address, never the configured base URL. */
const jobPage = (slug: string, id: string) => `https://${slug.toLowerCase()}.bamboohr.com/careers/${id}`;

function readListedJob(job: Record<string, unknown>, slug: string): RawPosting | undefined {
  const sourceId = readId(job.id);
  const title = readText(job.jobOpeningName, 300);
  if (!sourceId || !digits.test(sourceId) || !title) return undefined;
  return {
    source: 'bamboohr',
    sourceId,
    sourceUrl: jobPage(slug, sourceId),
    title,
    company: slug,
    location: readPlace(job),
    // isRemote is true, false or null; only true says the job is remote. locationType's codes are not documented.
    remote: job.isRemote === true ? true : undefined,
    employmentType: readText(job.employmentStatusLabel, 100),
    department: readText(job.departmentLabel, 200),
    board: { provider: 'bamboohr', slug },
  };
}

async function fetchJob(context: SourceContext, host: string, slug: string, id: string): Promise<RawPosting | null> {
  const body = await context.http.json(`${host}/careers/${id}/detail`);
  const parsed = jobAnswer.safeParse(body);
  if (!parsed.success) throw new SourceError('invalid-response', 'the job answer has no jobOpening');
  const opening = parsed.data.result.jobOpening;
  const listed = readListedJob({ ...opening, id }, slug);
  if (!listed) return null;
  return {
    ...listed,
    sourceUrl: readUrl(opening.jobOpeningShareUrl) ?? listed.sourceUrl,
    descriptionHtml: readHtml(opening.description),
    postedAt: readDate(opening.datePosted),
  };
}

/** "City, State" of `location`, else the country-level `atsLocation`; either may be all nulls. */
function readPlace(job: Record<string, unknown>): string | undefined {
  const location = readRecord(job.location);
  const ats = readRecord(job.atsLocation);
  return joinLocation(location?.city, location?.state) ?? joinLocation(ats?.city, ats?.state ?? ats?.province, ats?.country);
}
