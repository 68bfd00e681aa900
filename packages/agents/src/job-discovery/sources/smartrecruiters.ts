import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { customFieldsOf, readCustomFields } from './read-custom-fields';
import { readItems } from './read-items';
import { joinLocation, readDate, readId, readNumber, readRecord, readText } from './read-values';
import { boardSlugPattern, boardSlugSegment } from './board-names';

// SmartRecruiters Posting API: https://developers.smartrecruiters.com/docs/posting-api
const pageAnswer = z.object({ totalFound: z.unknown().optional(), content: z.array(z.unknown()) });
const pageSize = 100;
// 500 postings is more than nearly any company lists; the cap bounds what one board can cost.
const maxPages = 5;

/** The list answer has no descriptions: postings carry none, and normalisation works from the rest. */
export const smartrecruitersSource: BoardAdapter = {
  kind: 'board',
  name: 'smartrecruiters',
  label: sourceLabels.smartrecruiters,
  urlEnv: 'SMARTRECRUITERS_API_URL',
  defaultBaseUrl: 'https://api.smartrecruiters.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public Posting API; we fetch one board at most once an hour',
    termsUrl: 'https://developers.smartrecruiters.com/docs/posting-api',
    attribution: "Link each job to its posting on the company's SmartRecruiters page",
  },
  boardUrl: (slug) => `https://jobs.smartrecruiters.com/${encodeURIComponent(slug)}`,
  fetchBoard: async (context, slug) => {
    const items = await fetchItems(context, boardSlugSegment(slug));
    // An unknown company is not a 404 here: it answers an empty list, which says no name either.
    const companyName = items.map((item) => readText(readRecord(item.company)?.name, 200)).find(Boolean) ?? null;
    const postings = readItems(items, (item) => readPosting(item, companyName ?? slug, slug));
    return { companyName, postings };
  },
};

async function fetchItems(context: SourceContext, company: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let page = 0; page < maxPages; page++) {
    const offset = page * pageSize;
    const body = await context.http.json(`${context.baseUrl}/v1/companies/${company}/postings?limit=${pageSize}&offset=${offset}`);
    const parsed = pageAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the postings answer has no list of postings');
    items.push(...parsed.data.content.map(readRecord).filter((item) => item !== undefined));
    const total = readNumber(parsed.data.totalFound) ?? 0;
    // An empty page ends the walk too, so a totalFound that lies cannot keep us asking.
    if (parsed.data.content.length === 0 || offset + pageSize >= total) break;
  }
  return items;
}

function readPosting(item: Record<string, unknown>, company: string, slug: string): RawPosting | undefined {
  const sourceId = readId(item.id);
  const title = readText(item.name, 300);
  // Both ids go into the public page's path, so both must stay inside their segment.
  if (!sourceId || !title || !boardSlugPattern.test(sourceId)) return undefined;
  const identifier = readText(readRecord(item.company)?.identifier, 200);
  const pageCompany = identifier && boardSlugPattern.test(identifier) ? identifier : slug;
  const location = readRecord(item.location);
  const experience = readRecord(item.experienceLevel);
  // The employer's own fields ({fieldLabel, valueLabel}: "Work flexibility: Office-based").
  const fields = readCustomFields(customFieldsOf(item.customField, { name: 'fieldLabel', value: 'valueLabel' }));
  return {
    source: 'smartrecruiters',
    sourceId,
    // The answer links to the API; people read the public page, which is built from the same two ids.
    sourceUrl: `https://jobs.smartrecruiters.com/${encodeURIComponent(pageCompany)}/${encodeURIComponent(sourceId)}`,
    title,
    company: readText(readRecord(item.company)?.name, 200) ?? company,
    location: readText(location?.fullLocation, 200) ?? joinLocation(location?.city, location?.region, location?.country),
    salary: fields.salary,
    salaryText: fields.salaryText,
    salaryTextPeriod: fields.salaryTextPeriod,
    remote: typeof location?.remote === 'boolean' ? location.remote : fields.remote,
    // Both flags given and false: neither remote nor hybrid, so on-site, unless a field the employer added
    // ("Work flexibility") says more.
    workplace:
      location?.hybrid === true ? 'hybrid' : (fields.workplace ?? (location?.remote === false && location.hybrid === false ? 'onsite' : undefined)),
    postedAt: readDate(item.releasedDate),
    employmentType: readText(readRecord(item.typeOfEmployment)?.label, 100) ?? fields.employmentType,
    // "Not Applicable" is SmartRecruiters' way of saying nothing.
    seniority: experience?.id === 'not_applicable' ? undefined : readText(experience?.label, 100),
    department: readText(readRecord(item.department)?.label, 200),
    board: { provider: 'smartrecruiters', slug },
  };
}
