import { z } from 'zod';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { joinLocation, readDate, readHtml, readId, readRecord, readSalaryPeriod, readSalaryRange, readText, readUrl } from './read-values';
import { boardHost } from './board-names';

// Recruitee's public careers-site API, the answer every company's careers page reads (no key):
// GET https://{company}.recruitee.com/api/offers/ — every published offer at once.
const boardAnswer = z.object({ offers: z.array(z.unknown()) });

export const recruiteeSource: BoardAdapter = {
  kind: 'board',
  name: 'recruitee',
  label: sourceLabels.recruitee,
  urlEnv: 'RECRUITEE_API_URL',
  defaultBaseUrl: 'https://{board}.recruitee.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public careers-site API; we fetch one board at most once an hour',
    termsUrl: 'https://recruitee.com/terms-of-service',
    attribution: "Link each job to its posting on the company's careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug)}.recruitee.com/`,
  fetchBoard: async (context, slug) => {
    const body = await context.http.json(`${boardHost(context.baseUrl, slug)}/api/offers/`);
    const parsed = boardAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer has no list of offers');
    // The answer has no company of its own: each offer names it.
    const first = readRecord(parsed.data.offers[0]);
    const companyName = readText(first?.company_name, 200) ?? null;
    return { companyName, postings: readItems(parsed.data.offers, (offer) => readOffer(offer, companyName ?? slug, slug)) };
  },
};

function readOffer(offer: Record<string, unknown>, company: string, slug: string): RawPosting | undefined {
  // The offer's slug is what its page's address names ({company}.recruitee.com/o/{slug}): a pasted link finds it by that.
  const sourceId = readText(offer.slug, 200) ?? readId(offer.id);
  const title = readText(offer.title, 300);
  const sourceUrl = readUrl(offer.careers_url);
  if (!sourceId || !title || !sourceUrl || (offer.status !== undefined && offer.status !== 'published')) return undefined;
  const salary = readRecord(offer.salary);
  const workplace = readWorkplace(offer);
  const description = [readHtml(offer.description), readHtml(offer.requirements)].filter(Boolean).join('\n');
  return {
    source: 'recruitee',
    sourceId,
    sourceUrl,
    applyUrl: readUrl(offer.careers_apply_url),
    title,
    company: readText(offer.company_name, 200) ?? company,
    location: readText(offer.location, 200) ?? joinLocation(offer.city, offer.state_name, offer.country),
    workplace,
    remote: workplace ? workplace === 'remote' : undefined,
    descriptionHtml: description || undefined,
    postedAt: readDate(offer.published_at) ?? readDate(offer.created_at),
    // Amounts come as strings ("60000"); the period is the employer's ("year", "month", "hour").
    salary: salary ? readSalaryRange(salary.min, salary.max, salary.currency, readSalaryPeriod(salary.period)) : undefined,
    employmentType: readText(offer.employment_type_code, 100),
    seniority: readText(offer.experience_code, 100),
    department: readText(offer.department, 200),
    tags: Array.isArray(offer.tags) ? offer.tags.flatMap((tag) => readText(tag, 100) ?? []) : undefined,
    board: { provider: 'recruitee', slug },
  };
}

/** Three flags, of which the employer sets one: more than one (or none) says nothing sure. */
function readWorkplace(offer: Record<string, unknown>): Workplace | undefined {
  const set = (['remote', 'hybrid', 'on_site'] as const).filter((flag) => offer[flag] === true);
  if (set.length !== 1) return undefined;
  return ({ remote: 'remote', hybrid: 'hybrid', on_site: 'onsite' } as const)[set[0]!];
}
