import { z } from 'zod';
import type { RawPosting, Salary, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { isSourceError, SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { escapeHtml } from '../../text/escape-html';
import { readDate, readHtml, readRecord, readSalaryPeriod, readSalaryRange, readStringList, readText, readUrl } from './read-values';
import { boardSlugSegment } from './board-names';

// Lever Postings API: https://github.com/lever/postings-api. An account lives in one region: the global API
// (api.lever.co) answers 404 for a board hosted in the EU (jobs.eu.lever.co), which api.eu.lever.co answers in the
// same shape (readers that checked both live say so; a recorded EU answer is read in the tests).
const postingsAnswer = z.array(z.unknown());

const regions: Record<string, string> = { 'https://api.lever.co': 'https://api.eu.lever.co', 'https://api.eu.lever.co': 'https://api.lever.co' };

/** The other region's API for a configured one; a test server serves it under `/eu`. */
export function leverOtherRegion(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return regions[base] ?? `${base}/eu`;
}

/**
 * Lever answers carry no company name, so `companyName` is null and each posting's `company` is the
 * slug: the caller replaces it with the name it knows (the directory's or the user's) for such boards.
 */
export const leverSource: BoardAdapter = {
  kind: 'board',
  name: 'lever',
  label: sourceLabels.lever,
  urlEnv: 'LEVER_API_URL',
  defaultBaseUrl: 'https://api.lever.co',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public Postings API; we fetch one board at most once an hour',
    termsUrl: 'https://github.com/lever/postings-api',
    attribution: "Link each job to its posting on the company's Lever page",
  },
  boardUrl: (slug) => `https://jobs.lever.co/${encodeURIComponent(slug)}`,
  fetchBoard: async (context, slug) => {
    const site = boardSlugSegment(slug);
    const path = `/v0/postings/${site}?mode=json`;
    const body = await context.http.json(`${context.baseUrl}${path}`).catch((error: unknown) => {
      // Not in this region: the board may be in the other one; not there either is no board.
      if (isSourceError(error, 'not-found')) return context.http.json(`${leverOtherRegion(context.baseUrl)}${path}`);
      throw error;
    });
    const parsed = postingsAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the postings answer is not a list');
    const postings = readItems(parsed.data, (posting) => readPosting(posting, slug));
    return { companyName: null, postings };
  },
};

function readPosting(posting: Record<string, unknown>, slug: string): RawPosting | undefined {
  const sourceId = readText(posting.id, 200);
  const title = readText(posting.text, 300);
  const sourceUrl = readUrl(posting.hostedUrl);
  if (!sourceId || !title || !sourceUrl) return undefined;
  const categories = readRecord(posting.categories);
  const salary = readSalary(posting.salaryRange);
  const descriptionHtml = readDescription(posting);
  return {
    source: 'lever',
    sourceId,
    sourceUrl,
    applyUrl: readUrl(posting.applyUrl),
    title,
    company: slug,
    location: readText(categories?.location, 200) ?? readStringList(categories?.allLocations)[0],
    workplace: readWorkplace(posting.workplaceType),
    descriptionHtml,
    descriptionText: descriptionHtml ? undefined : readHtml(posting.descriptionPlain),
    postedAt: readDate(posting.createdAt),
    salary,
    salaryText: salary ? undefined : (readText(posting.salaryDescriptionPlain) ?? readText(posting.salaryDescription)),
    employmentType: readText(categories?.commitment, 100),
    department: readText(categories?.department, 200) ?? readText(categories?.team, 200),
    board: { provider: 'lever', slug },
  };
}

// Lever keeps requirement and benefit lists apart from the description; they are put back as
// headed lists so normalisation finds the qualifications where it looks for them.
function readDescription(posting: Record<string, unknown>): string | undefined {
  const lists = Array.isArray(posting.lists) ? posting.lists.map(readList) : [];
  const html = [readHtml(posting.description), ...lists, readHtml(posting.additional)].filter(Boolean).join('');
  return html || undefined;
}

function readList(item: unknown): string | undefined {
  const list = readRecord(item);
  const content = readHtml(list?.content);
  if (!content) return undefined;
  const heading = readText(list?.text, 200);
  return `${heading ? `<h3>${escapeHtml(heading)}</h3>` : ''}<ul>${content}</ul>`;
}

function readWorkplace(workplaceType: unknown): Workplace | undefined {
  if (workplaceType === 'remote') return 'remote';
  if (workplaceType === 'hybrid') return 'hybrid';
  return workplaceType === 'onsite' || workplaceType === 'on-site' ? 'onsite' : undefined;
}

// An interval we cannot name (semi-monthly, one-time) leaves no structured salary rather than a wrong one.
function readSalary(value: unknown): Partial<Salary> | undefined {
  const range = readRecord(value);
  const period = readSalaryPeriod(range?.interval);
  return period ? readSalaryRange(range?.min, range?.max, range?.currency, period) : undefined;
}
