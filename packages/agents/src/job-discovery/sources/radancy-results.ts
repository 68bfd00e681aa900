import { classesOf, linkOnSite, readListedRows, type Element, type RowField } from '../page/read-listed-rows';
import { readDayWithMonthName } from '../page/read-posting-date';

// The HTML fragment a Radancy careers site's search answers (radancy.ts), read as a list of rows
// (page/read-listed-rows.ts): each row's job is the one its links name by `data-job-id`; the sites' templates mark the
// place (job-location, else job-address-list), the position type (job-type, search-results--link-job-type), the day
// posted (job-date-posted), the category (job-categories), the title (a heading, or a class ending in jobtitle) and, on
// a group's site, the brand that hires for the job (job-brand: "National Geographic" on Disney's).

/** One job as a site lists it. */
export type RadancyRow = {
  id: string;
  /** The job's page on the site (its address as the row links it, made absolute). */
  url: string;
  title: string;
  location?: string;
  employmentType?: string;
  postedAt?: Date;
  category?: string;
  /** The group's brand the row names as hiring for the job, where the site lists brands. */
  brand?: string;
};

/** The count of jobs the results section states: of jobs, else of results (which counts content pages too, where both are). */
const jobsStated = /\bdata-total-job-results\s*=\s*"\s*(\d{1,9})\s*"/;
const resultsStated = /\bdata-total-results\s*=\s*"\s*(\d{1,9})\s*"/;

function fieldOf(element: Element): RowField | undefined {
  if (/^h[1-4]$/.test(element.name)) return 'title';
  for (const name of classesOf(element)) {
    if (name === 'job-location') return 'location';
    if (name === 'job-address-list') return 'address';
    if (name === 'job-type' || name.endsWith('-job-type')) return 'employmentType';
    if (name === 'job-date-posted') return 'postedAt';
    if (name === 'job-categories') return 'category';
    if (name === 'job-brand') return 'brand';
    if (name.endsWith('jobtitle') || name.endsWith('job-title')) return 'title';
  }
  return undefined;
}

/**
 * The rows of a search answer's fragment and the job count it states, or null when the fragment is no search result
 * (it states no count: a real search that found nothing states 0).
 */
export function readRadancyResults(html: string, siteAddress: string): { total: number; rows: RadancyRow[] } | null {
  const head = html.slice(0, 2_000_000);
  const stated = jobsStated.exec(head) ?? resultsStated.exec(head);
  if (!stated) return null;
  const total = Number(stated[1]);
  const listed = readListedRows(html, {
    jobOf: (link) => {
      const id = link.attribs['data-job-id']?.trim();
      const href = link.attribs.href;
      return id && href && /^\d{1,20}$/.test(id) ? { id, href } : undefined;
    },
    fieldOf,
  });
  const rows = listed.flatMap(({ id, href, fields }): RadancyRow[] => {
    const url = linkOnSite(href, siteAddress);
    if (!url || !fields.title) return [];
    return [
      {
        id,
        url,
        title: fields.title,
        location: fields.location ?? fields.address,
        employmentType: fields.employmentType,
        postedAt: readDayWithMonthName(fields.postedAt),
        ...(fields.category ? { category: fields.category } : {}),
        ...(fields.brand ? { brand: fields.brand } : {}),
      },
    ];
  });
  return { total, rows };
}
