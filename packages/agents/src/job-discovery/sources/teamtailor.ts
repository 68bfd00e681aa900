import { z } from 'zod';
import { readJobPostingFields } from '../page/job-posting-fields';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems } from './read-items';
import { readDate, readHtml, readRecord, readText, readUrl } from './read-values';
import { boardHost } from './board-names';

// Teamtailor's public job feed of a company's careers site (no key): GET https://{company}.teamtailor.com/jobs.json,
// a JSON Feed whose items each carry the job's schema.org JobPosting as `_jobposting`.
const feedAnswer = z.object({ title: z.unknown().optional(), items: z.array(z.unknown()) });

/** A job's number in its page's address: /jobs/{id}-{words}. */
export const teamtailorJobId = /^(\d{1,20})(?:-|$)/;

export const teamtailorSource: BoardAdapter = {
  kind: 'board',
  name: 'teamtailor',
  label: sourceLabels.teamtailor,
  urlEnv: 'TEAMTAILOR_API_URL',
  defaultBaseUrl: 'https://{board}.teamtailor.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public job feed; we fetch one board at most once an hour',
    termsUrl: 'https://www.teamtailor.com/en/terms-of-service/',
    attribution: "Link each job to its posting on the company's Teamtailor careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug)}.teamtailor.com/jobs`,
  fetchBoard: async (context, slug) => {
    const body = await context.http.json(`${boardHost(context.baseUrl, slug)}/jobs.json`);
    const parsed = feedAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the job feed has no list of items');
    const companyName = readText(parsed.data.title, 200) ?? null;
    const postings = readItems(parsed.data.items, (item) => readItem(item, companyName ?? slug, slug), maxPostings);
    return { companyName, postings };
  },
};

function readItem(item: Record<string, unknown>, company: string, slug: string): RawPosting | undefined {
  const sourceUrl = readUrl(item.url);
  const sourceId = sourceUrl ? teamtailorJobId.exec(new URL(sourceUrl).pathname.split('/').at(-1) ?? '')?.[1] : undefined;
  const title = readText(item.title, 300);
  if (!sourceUrl || !sourceId || !title) return undefined;
  const posting = readRecord(item._jobposting);
  const fields = posting ? readJobPostingFields(posting, sourceUrl) : {};
  return {
    source: 'teamtailor',
    sourceId,
    sourceUrl,
    applyUrl: fields.applyUrl,
    title,
    company: fields.company ?? company,
    location: fields.location,
    remote: fields.remote,
    descriptionHtml: readHtml(item.content_html) ?? fields.descriptionHtml,
    postedAt: readDate(item.date_published) ?? fields.postedAt,
    salary: fields.salary,
    employmentType: fields.employmentType,
    board: { provider: 'teamtailor', slug },
  };
}
