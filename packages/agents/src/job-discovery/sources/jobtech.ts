import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { QueryAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxSearchResults, readItems } from './read-items';
import { joinLocation, readDate, readHtml, readId, readPlainText, readRecord, readText, readUrl } from './read-values';

// Sweden's public employment service, Arbetsförmedlingen: every ad in Platsbanken through JobTech's open
// JobSearch API (no key; the ads are open data, CC0): https://jobsearch.api.jobtechdev.se
const searchAnswer = z.object({ hits: z.array(z.unknown()) });

export const jobtechSource: QueryAdapter = {
  kind: 'query',
  name: 'jobtech',
  label: sourceLabels.jobtech,
  urlEnv: 'JOBTECH_API_URL',
  defaultBaseUrl: 'https://jobsearch.api.jobtechdev.se',
  credentials: [],
  terms: {
    minIntervalMs: 60_000,
    rule: 'Open data (CC0) through an open API with no published limit, so we ask at most once a minute',
    termsUrl: 'https://data.jobtechdev.se/dataservice/jobsearch/',
    attribution: "Link each ad to its page on Arbetsförmedlingen's Platsbanken",
  },
  search: async (context, query) => {
    // Free text finds places too ("systemutvecklare göteborg").
    const params = new URLSearchParams({ q: [query.keywords, query.location].filter(Boolean).join(' '), limit: '50' });
    const body = await context.http.json(`${context.baseUrl}/search?${params}`);
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the search answer has no list of ads');
    return readItems(parsed.data.hits, readAd, maxSearchResults);
  },
};

/** A concept of JobTech's taxonomy as the ad names it ("Heltid", "Vanlig anställning"). */
const label = (value: unknown) => readText(readRecord(value)?.label, 100);

function readAd(ad: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readId(ad.id);
  const title = readPlainText(ad.headline, 300);
  const sourceUrl = readUrl(ad.webpage_url);
  const employer = readRecord(ad.employer);
  const company = readPlainText(employer?.name, 200) ?? readPlainText(employer?.workplace, 200);
  if (!sourceId || !title || !sourceUrl || !company || ad.removed === true) return undefined;
  const address = readRecord(ad.workplace_address);
  const description = readRecord(ad.description);
  const formatted = readHtml(description?.text_formatted);
  return {
    source: 'jobtech',
    sourceId,
    sourceUrl,
    applyUrl: readUrl(readRecord(ad.application_details)?.url),
    title,
    company,
    location: joinLocation(address?.municipality ?? address?.city, address?.region, address?.country),
    // A flag only newer ads carry; null says nothing.
    remote: typeof ad.remote_work === 'boolean' ? ad.remote_work : undefined,
    descriptionHtml: formatted,
    descriptionText: formatted ? undefined : readPlainText(description?.text, 20_000),
    postedAt: readDate(ad.publication_date),
    salaryText: readPlainText(ad.salary_description, 300),
    // "Heltid" / "Deltid" (full or part time) first, then the kind of contract ("Vanlig anställning").
    employmentType: [label(ad.working_hours_type), label(ad.employment_type)].filter(Boolean).join(', ') || undefined,
    department: readPlainText(employer?.workplace, 200),
  };
}
