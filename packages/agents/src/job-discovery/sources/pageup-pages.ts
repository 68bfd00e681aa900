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
/** A listing page's rows; `more` when it links a next page, `remaining` the jobs after it that the link counts. */
export type PageUpListing = { rows: PageUpRow[]; more?: boolean; remaining?: number };

/** A job's address on the site: `{locale}/job/{id}[/{words}]`. */
const jobPath = /\/job\/(\d{1,12})(?:\/[^/?#]*)?$/;

/**
 * The jobs a listing page shows in its search results, and how many come after it (none: the last page). Undefined when
 * the page is no PageUp listing (no search results table): a challenge page, an error, another site.
 */
export function readPageUpListing(html: string, site: string): PageUpListing | undefined {
  const found = locateResults(html.length > maxPageChars ? html.slice(0, maxPageChars) : html);
  if (!found) return undefined;
  const locale = new URL(site).pathname.replace(/\/$/, '');
  const rows = readListedRows(`<table>${html.slice(found.start, found.end)}</table>`, {
    jobOf: (link: Element) => {
      if (!classesOf(link).includes('job-link')) return undefined;
      const url = linkOnSite(link.attribs.href ?? '', site);
      const id = url && new URL(url).pathname.startsWith(`${locale}/job/`) ? jobPath.exec(new URL(url).pathname)?.[1] : undefined;
      return id && url ? { id, href: url } : undefined;
    },
    fieldOf: (element) => (classesOf(element).includes('location') ? 'location' : undefined),
  });
  return {
    rows: rows.map(({ id, href, fields }) => ({ id, url: href, title: fields.title!, location: fields.location })),
    ...(found.remaining !== undefined ? { remaining: found.remaining } : {}),
    ...(found.more ? { more: true } : {}),
  };
}

/**
 * Where the search results' table body is (its start and end in the page), and the first "More Jobs" link after it: its
 * count of the jobs after this page. One pass of the parser (linear in the page), stopped once both are known.
 */
function locateResults(html: string): { start: number; end: number; more: boolean; remaining?: number } | undefined {
  let start: number | undefined;
  let end: number | undefined;
  let depth = 0;
  let resultsDepth: number | undefined;
  let moreDepth: number | undefined;
  let countDepth: number | undefined;
  let count = '';
  let more = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (++depth > maxNesting) {
          done = true;
          parser.pause();
          return;
        }
        const classes = attributes.class?.split(/\s+/) ?? [];
        if (start === undefined && name === 'tbody' && attributes.id === 'search-results-content') {
          start = parser.startIndex;
          resultsDepth = depth;
        } else if (end !== undefined && !more && name === 'a' && classes.includes('more-link')) {
          more = true;
          moreDepth = depth;
        } else if (moreDepth !== undefined && countDepth === undefined && name === 'span' && classes.includes('count')) countDepth = depth;
      },
      ontext(text) {
        if (countDepth !== undefined && count.length < 50) count += text;
      },
      onclosetag() {
        if (done) return;
        if (depth === resultsDepth && end === undefined) {
          end = parser.endIndex + 1;
          resultsDepth = undefined;
        } else if (depth === countDepth || depth === moreDepth) {
          // The link (and its count) read: nothing after it is needed.
          done = true;
          parser.pause();
        }
        depth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (start === undefined) return undefined;
  const remaining = /^\s*(\d{1,7})\s*$/.exec(count)?.[1];
  return { start, end: end ?? html.length, more, ...(remaining !== undefined ? { remaining: Number(remaining) } : {}) };
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
  const open: { name: string; field?: SpanField | 'title' | 'details' | 'advertised'; inContent: boolean }[] = [];
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
        const parent = open.at(-1);
        const around = parent?.field;
        const classes = attributes.class?.split(/\s+/) ?? [];
        let field = around;
        // The job's fields are read inside its content only (a site's header or footer may use the same marks).
        const inContent = parent?.inContent === true || attributes.id === 'job-content';
        if (!inContent) {
          open.push({ name, inContent });
          return;
        }
        if (attributes.id === 'job-details' && detailsStart === undefined && around === undefined) {
          field = 'details';
          detailsStart = parser.endIndex + 1;
        } else if (around === undefined && name === 'h2' && found.title === undefined) field = 'title';
        else if (around === undefined && name === 'span') {
          const kind = classes.find((name): name is keyof typeof spanFields => name in spanFields);
          if (kind && found[spanFields[kind]] === undefined) field = spanFields[kind];
          if (classes.includes('open-date')) field = 'advertised';
        }
        if (field === 'advertised' && name === 'time' && job.advertised === undefined) job.advertised = readPostingDate(attributes.datetime);
        if (field && field !== 'details' && field !== 'advertised' && found[field] === undefined) found[field] = [];
        open.push({ name, field, inContent });
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
