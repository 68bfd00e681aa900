import { z } from 'zod';
import type { RawPosting, Salary, SalaryPeriod } from '../raw-posting';
import type { QueryAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxSearchResults, readItems } from './read-items';
import { escapeHtml } from '../../text/escape-html';
import { readDate, readHtml, readId, readNumber, readRecord, readSalaryPeriod, readStringList, readText, readUrl } from './read-values';

// USAJOBS Search API: https://developer.usajobs.gov/api-reference/get-api-search
const searchAnswer = z.object({
  SearchResult: z.object({ SearchResultItems: z.array(z.unknown()).optional() }),
});

// RateIntervalCode: PA per annum, PH per hour, PD per day, PW per week, PM per month; BW (bi-weekly)
// and WC (without compensation) fit no period.
const rateCodes: Record<string, SalaryPeriod> = { PA: 'year', PH: 'hour', PD: 'day', PW: 'week', PM: 'month' };

export const usajobsSource: QueryAdapter = {
  kind: 'query',
  name: 'usajobs',
  label: sourceLabels.usajobs,
  urlEnv: 'USAJOBS_API_URL',
  defaultBaseUrl: 'https://data.usajobs.gov',
  credentials: ['USAJOBS_API_KEY', 'USAJOBS_EMAIL'],
  terms: {
    minIntervalMs: 60_000,
    rule: 'Free with an API key; requests send the registered email as User-Agent; no limit published for normal use, so we ask at most once a minute',
    termsUrl: 'https://developer.usajobs.gov/guides/',
    attribution: 'Link each job to its announcement on USAJOBS',
  },
  search: async (context, query) => {
    const params = new URLSearchParams({ Keyword: query.keywords });
    if (query.location) params.set('LocationName', query.location);
    params.set('ResultsPerPage', '50');
    const body = await context.http.json(`${context.baseUrl}/api/search?${params}`, {
      // The API identifies callers by the registered email in User-Agent; it replaces the fetcher's own.
      headers: { 'Authorization-Key': context.credentials.USAJOBS_API_KEY ?? '', 'User-Agent': context.credentials.USAJOBS_EMAIL ?? '' },
    });
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the search answer has no search result');
    return readItems(parsed.data.SearchResult.SearchResultItems ?? [], readJob, maxSearchResults);
  },
};

function readJob(item: Record<string, unknown>): RawPosting | undefined {
  const job = readRecord(item.MatchedObjectDescriptor);
  if (!job) return undefined;
  const sourceId = readId(item.MatchedObjectId) ?? readId(job.PositionID);
  const title = readText(job.PositionTitle, 300);
  const sourceUrl = readUrl(job.PositionURI);
  const company = readText(job.OrganizationName, 200) ?? readText(job.DepartmentName, 200);
  if (!sourceId || !title || !sourceUrl || !company) return undefined;
  const details = readRecord(readRecord(job.UserArea)?.Details);
  return {
    source: 'usajobs',
    sourceId,
    sourceUrl,
    applyUrl: Array.isArray(job.ApplyURI) ? readUrl(job.ApplyURI[0]) : undefined,
    title,
    company,
    location: readLocation(job),
    remote: typeof details?.RemoteIndicator === 'boolean' ? details.RemoteIndicator : undefined,
    descriptionHtml: describe(job, details),
    postedAt: readDate(job.PublicationStartDate),
    salary: readSalary(job.PositionRemuneration),
    employmentType: firstName(job.PositionSchedule),
    department: readText(job.DepartmentName, 200),
  };
}

// "Multiple Locations" is what the display says for several duty stations; the list names them.
function readLocation(job: Record<string, unknown>): string | undefined {
  const display = readText(job.PositionLocationDisplay, 200);
  if (display && !/^multiple locations$/i.test(display)) return display;
  const names = Array.isArray(job.PositionLocation) ? job.PositionLocation.map((place) => readRecord(place)?.LocationName) : [];
  const list = readStringList(names).slice(0, 10);
  return list.length ? list.join('; ') : display;
}

/** The answer is plain text in parts; the description is built from them with every part escaped. */
function describe(job: Record<string, unknown>, details: Record<string, unknown> | undefined): string | undefined {
  const parts: string[] = [];
  const summary = readHtml(details?.JobSummary, 50_000);
  if (summary) parts.push(paragraphs(summary));
  const rawDuties = details?.MajorDuties;
  const duties = readStringList(Array.isArray(rawDuties) ? rawDuties : [rawDuties], 10_000);
  if (duties.length) parts.push(`<h3>Duties</h3><ul>${duties.map((duty) => `<li>${escapeHtml(duty)}</li>`).join('')}</ul>`);
  const qualifications = readHtml(job.QualificationSummary, 50_000);
  if (qualifications) parts.push(`<h3>Qualifications</h3>${paragraphs(qualifications)}`);
  return parts.length ? parts.join('\n') : undefined;
}

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');
}

function readSalary(remuneration: unknown): Partial<Salary> | undefined {
  const pay = Array.isArray(remuneration) ? readRecord(remuneration[0]) : undefined;
  if (!pay) return undefined;
  const min = readNumber(pay.MinimumRange);
  const max = readNumber(pay.MaximumRange);
  // "Without compensation" announcements give 0 - 0.
  if (!min && !max) return undefined;
  return { min: min ?? null, max: max ?? null, currency: 'USD', period: readRate(pay.RateIntervalCode) ?? null };
}

// Codes ("PA") in the answer, words ("Per Year") in older ones.
function readRate(value: unknown): SalaryPeriod | undefined {
  const code = readText(value, 50);
  if (!code || /bi-?week/i.test(code)) return undefined;
  return /^[a-z]{2}$/i.test(code) ? rateCodes[code.toUpperCase()] : readSalaryPeriod(code);
}

function firstName(list: unknown): string | undefined {
  return Array.isArray(list) ? readText(readRecord(list[0])?.Name, 100) : undefined;
}
