import { Parser } from 'htmlparser2';
import { maxNesting } from '../page/parse-bounded-document';
import { classesOf, linkOnSite, readListedRows, type Element } from '../page/read-listed-rows';
import { readPostingDate } from '../page/read-posting-date';
import { readPlainText } from './read-values';

// The two pages of a PageUp careers site Seeker reads (a server-rendered template; facts from sedlock/RowanJobs' audit
// of jobs.rowan.edu, MIT, checked against its recorded pages):
// - the listing, `{site}/listing/?page={n}&page-items=20`: under "Search results", <tbody id="search-results-content">
//   holds each job's row (<a class="job-link" href="{locale}/job/{id}/{words}">title</a>, <span class="location">, the
//   closing day) and a summary row; "Current Opportunities" after it repeats every row and is not read. A "More Jobs"
//   link (a.more-link) leads on, its <span class="count"> the jobs after this page; the last page has none, and a page
//   past it the template with no rows.
// - a job's page, `{locale}/job/{id}`: <div id="job-content"> with its <h2> title, labelled spans (job-externalJobNo,
//   work-type, location, categories), <div id="job-details"> the ad itself, and <span class="open-date"><time
//   datetime> the day it was advertised (its time a placeholder). No JSON-LD, and pay only in the ad's words.

export type PageUpRow = { id: string; url: string; title: string; location?: string };
export type PageUpListing = { rows: PageUpRow[]; remaining?: number };

/** A job's address on the site: `{locale}/job/{id}[/{words}]`. */
const jobPath = /\/job\/(\d{1,12})(?:\/[^/?#]*)?$/;

/**
 * The jobs a listing page shows in its search results, and how many come after it (none: the last page). Undefined when
 * the page is no PageUp listing (no search results table): a challenge page, an error, another site.
 */
export function readPageUpListing(html: string, site: string): PageUpListing | undefined {
  const start = html.search(/<tbody[^>]*\bid\s*=\s*["']?search-results-content\b/i);
  if (start < 0) return undefined;
  const end = html.indexOf('</tbody>', start);
  const results = end < 0 ? html.slice(start) : html.slice(start, end + 8);
  const locale = new URL(site).pathname.replace(/\/$/, '');
  const rows = readListedRows(`<table>${results}</table>`, {
    jobOf: (link: Element) => {
      if (!classesOf(link).includes('job-link')) return undefined;
      const url = linkOnSite(link.attribs.href ?? '', site);
      const id = url && new URL(url).pathname.startsWith(`${locale}/job/`) ? jobPath.exec(new URL(url).pathname)?.[1] : undefined;
      return id && url ? { id, href: url } : undefined;
    },
    fieldOf: (element) => (classesOf(element).includes('location') ? 'location' : undefined),
  });
  // "More Jobs <span class="count">93</span>": the jobs after this page. The first such link follows the search results.
  const more = /<a\b[^>]*\bclass\s*=\s*["'][^"']*\bmore-link\b[^>]*>[^<]{0,100}<span\b[^>]*\bclass\s*=\s*["']count["'][^>]*>\s*(\d{1,7})\s*</i.exec(
    html.slice(end < 0 ? start : end, (end < 0 ? start : end) + 20_000),
  );
  return {
    rows: rows.map(({ id, href, fields }) => ({ id, url: href, title: fields.title!, location: fields.location })),
    ...(more ? { remaining: Number(more[1]) } : {}),
  };
}

export type PageUpJob = {
  title: string;
  jobNumber?: string;
  workType?: string;
  location?: string;
  categories?: string;
  descriptionHtml?: string;
  advertised?: Date;
};

/** Most characters of a job's page read: the ad comes early, and nothing real is this long. */
const maxPageChars = 3_000_000;
/** The spans whose text is a field, by their class. */
const spanFields = { 'job-externalJobNo': 'jobNumber', 'work-type': 'workType', location: 'location', categories: 'categories' } as const;
type SpanField = (typeof spanFields)[keyof typeof spanFields];

/** A job's page as its template states it; undefined when it names no job (no title in #job-content). */
export function readPageUpJobPage(html: string): PageUpJob | undefined {
  const text = html.length > maxPageChars ? html.slice(0, maxPageChars) : html;
  const found: Partial<Record<SpanField | 'title', string[]>> = {};
  const job: Partial<PageUpJob> = {};
  // What is open: each element's name, and the field whose words it holds (inherited by what it contains).
  const open: { name: string; field?: SpanField | 'title' | 'details' | 'advertised' }[] = [];
  let inContent = false;
  let detailsStart: number | undefined;
  let stopped = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (stopped) return;
        if (open.length >= maxNesting) {
          stopped = true;
          parser.pause();
          return;
        }
        const around = open.at(-1)?.field;
        const classes = attributes.class?.split(/\s+/) ?? [];
        let field = around;
        if (attributes.id === 'job-content') inContent = true;
        if (attributes.id === 'job-details' && detailsStart === undefined && around === undefined) {
          field = 'details';
          detailsStart = parser.endIndex + 1;
        } else if (around === undefined && inContent && name === 'h2' && found.title === undefined) field = 'title';
        else if (around === undefined && name === 'span') {
          const kind = classes.find((name): name is keyof typeof spanFields => name in spanFields);
          if (kind && found[spanFields[kind]] === undefined) field = spanFields[kind];
          if (classes.includes('open-date')) field = 'advertised';
        }
        if (field === 'advertised' && name === 'time' && job.advertised === undefined) job.advertised = readPostingDate(attributes.datetime);
        if (field && field !== 'details' && field !== 'advertised' && found[field] === undefined) found[field] = [];
        open.push({ name, field });
      },
      ontext(data) {
        const field = open.at(-1)?.field;
        if (!stopped && field && field !== 'details' && field !== 'advertised') found[field]?.push(data);
      },
      onclosetag() {
        if (stopped) return;
        const closed = open.pop();
        if (closed?.field === 'details' && open.at(-1)?.field !== 'details' && detailsStart !== undefined && job.descriptionHtml === undefined) {
          job.descriptionHtml = text.slice(detailsStart, parser.startIndex).trim() || undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(text);
  const words = (field: SpanField | 'title') => readPlainText(found[field]?.join(' ').replace(/\s+/g, ' '), 300);
  const title = words('title');
  if (!title) return undefined;
  return {
    title,
    jobNumber: words('jobNumber'),
    workType: words('workType'),
    location: words('location'),
    categories: words('categories'),
    descriptionHtml: job.descriptionHtml,
    advertised: job.advertised,
  };
}
