import { z } from 'zod';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { readDate, readHtml, readRecord, readText, readUrl } from './read-values';
import { boardSlugSegment } from './board-names';

// Gem's Job Board API, public by its own reference ("job board information can be read by anyone using your
// job board's vanity URL path"; no paging): GET https://api.gem.com/job_board/v0/{board}/job_posts/, a bare array
// of every post in Greenhouse's shape (title, content HTML, location, location_type, dates). Pay, when given, is
// in the description.
const postsAnswer = z.array(z.unknown());

/** A post's id as its page's address ends: digits, or Gem's base64 ids ("am9icG9zdDq…", "jobpost:…"). */
export const gemPostId = /^[A-Za-z0-9_-]{1,80}$/;

const workplaces: Record<string, Workplace> = { remote: 'remote', hybrid: 'hybrid', in_office: 'onsite', onsite: 'onsite' };

export const gemSource: BoardAdapter = {
  kind: 'board',
  name: 'gem',
  label: sourceLabels.gem,
  urlEnv: 'GEM_API_URL',
  defaultBaseUrl: 'https://api.gem.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "Public Job Board API (no key; 20 requests a second per key is Gem's own limit); we fetch one board at most once an hour",
    termsUrl: 'https://api.gem.com/job_board/v0/reference',
    attribution: "Link each job to its post on the company's Gem job board",
  },
  boardUrl: (slug) => `https://jobs.gem.com/${encodeURIComponent(slug)}`,
  fetchBoard: async (context, slug) => {
    const body = await context.http.json(`${context.baseUrl}/job_board/v0/${boardSlugSegment(slug)}/job_posts/`);
    const parsed = postsAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the job posts answer is not a list');
    return { companyName: null, postings: readItems(parsed.data, (post) => readPost(post, slug)) };
  },
};

function readPost(post: Record<string, unknown>, slug: string): RawPosting | undefined {
  const sourceId = readText(post.id, 80);
  const title = readText(post.title, 300);
  const sourceUrl = readUrl(post.absolute_url);
  if (!sourceId || !gemPostId.test(sourceId) || !title || !sourceUrl) return undefined;
  const workplace = workplaces[readText(post.location_type, 40)?.toLowerCase() ?? ''];
  const department = Array.isArray(post.departments) ? readText(readRecord(post.departments[0])?.name, 200) : undefined;
  return {
    source: 'gem',
    sourceId,
    sourceUrl,
    title,
    company: slug,
    location: readText(readRecord(post.location)?.name, 200),
    workplace,
    remote: workplace ? workplace === 'remote' : undefined,
    descriptionHtml: readHtml(post.content),
    descriptionText: readHtml(post.content) ? undefined : readText(post.content_plain, 100_000),
    postedAt: readDate(post.first_published_at) ?? readDate(post.created_at),
    employmentType: readText(post.employment_type, 100),
    department,
    board: { provider: 'gem', slug },
  };
}
