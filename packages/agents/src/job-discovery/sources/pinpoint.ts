import { z } from 'zod';
import { escapeHtml } from '../../text/escape-html';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { joinLocation, readHtml, readRecord, readSalaryPeriod, readSalaryRange, readText, readUrl } from './read-values';
import { boardHost } from './board-names';

// Pinpoint's careers-site list (no key): GET https://{company}.pinpointhq.com/postings.json, {data: [...]}, every
// open posting at once, with its pay as numbers (shown only when `compensation_visible`), its way of working and
// its description in sections (description, key responsibilities, skills, benefits; each section's own heading).
const boardAnswer = z.object({ data: z.array(z.unknown()) });

/** A posting's id: the UUID its page's address ends with (/en/postings/{uuid}). */
export const pinpointPostingId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sections = [
  ['description', null],
  ['key_responsibilities', 'key_responsibilities_header'],
  ['skills_knowledge_expertise', 'skills_knowledge_expertise_header'],
  ['benefits', 'benefits_header'],
] as const;

const workplaces: Record<string, Workplace> = { remote: 'remote', hybrid: 'hybrid', onsite: 'onsite', on_site: 'onsite' };

export const pinpointSource: BoardAdapter = {
  kind: 'board',
  name: 'pinpoint',
  label: sourceLabels.pinpoint,
  urlEnv: 'PINPOINT_API_URL',
  defaultBaseUrl: 'https://{board}.pinpointhq.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's list; we fetch one board at most once an hour",
    termsUrl: 'https://www.pinpointhq.com/terms/',
    attribution: "Link each job to its posting on the company's Pinpoint careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug)}.pinpointhq.com/`,
  fetchBoard: async (context, slug) => {
    const body = await context.http.json(`${boardHost(context.baseUrl, slug)}/postings.json`);
    const parsed = boardAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer has no list of postings');
    return { companyName: null, postings: readItems(parsed.data.data, (posting) => readPosting(posting, slug)) };
  },
};

function readPosting(posting: Record<string, unknown>, slug: string): RawPosting | undefined {
  const sourceUrl = readUrl(posting.url);
  const sourceId = sourceUrl ? new URL(sourceUrl).pathname.split('/').at(-1) : undefined;
  const title = readText(posting.title, 300);
  if (!sourceUrl || !sourceId || !pinpointPostingId.test(sourceId) || !title) return undefined;
  const place = readRecord(posting.location);
  const workplace = workplaces[readText(posting.workplace_type, 40)?.toLowerCase() ?? ''];
  const job = readRecord(posting.job);
  return {
    source: 'pinpoint',
    sourceId: sourceId.toLowerCase(),
    sourceUrl,
    title,
    company: slug,
    location: joinLocation(place?.city, place?.province, place?.name),
    workplace,
    remote: workplace ? workplace === 'remote' : undefined,
    descriptionHtml: readSections(posting),
    // Pay the employer chose not to show is not shown.
    salary:
      posting.compensation_visible === true
        ? readSalaryRange(
            posting.compensation_minimum,
            posting.compensation_maximum,
            posting.compensation_currency,
            readSalaryPeriod(posting.compensation_frequency),
          )
        : undefined,
    employmentType: readText(posting.employment_type_text, 100) ?? readText(posting.employment_type, 100),
    department: readText(readRecord(job?.department)?.name, 200),
    board: { provider: 'pinpoint', slug },
  };
}

/** The description's sections in the careers page's order, each under its own heading. */
function readSections(posting: Record<string, unknown>): string | undefined {
  const parts = sections.flatMap(([body, heading]) => {
    const html = readHtml(posting[body]);
    if (!html) return [];
    const title = heading ? readText(posting[heading], 200) : undefined;
    return [title ? `<h3>${escapeHtml(title)}</h3>${html}` : html];
  });
  return parts.length > 0 ? parts.join('\n') : undefined;
}
