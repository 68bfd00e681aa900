import { linkHost } from '../links/link-host';
import { postingFromPage } from '../page/posting-from-page';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { putWantedJob, readAllPages, readItems, readWantedJob } from './read-items';
import { joinLocation, readDate, readHtml, readNumber, readPlainText, readRecord, readSalaryPeriod, readSalaryRange, readText } from './read-values';
import { boardSlugPattern, boardSlugSegment } from './board-names';

// JOIN (join.com) has no public job API for a company's board: its careers page join.com/companies/{domain} is a
// Next.js page whose `<script id="__NEXT_DATA__" type="application/json">` holds the page's state (read as JSON, never
// run). props.pageProps.initialState has the company (name, domain) and jobs {items, pagination {page, pageCount,
// perPage}}: five jobs a page (?page=N for the next), each with its title, idParam ("16543473-senior-project-manager-m-f-d",
// the address of its page), place, way of working, employment type, category, creation time and pay (amounts in cents,
// shown only when settings.showSalary), without a description. A job's own page, join.com/companies/{domain}/{idParam},
// states it as schema.org JobPosting JSON-LD (the description, escaped once; the pay in whole units; its type) beside
// the same __NEXT_DATA__ with the job's own state.

/** JOIN's host: the public address of every board and job, whatever base URL is configured. */
export const joinHost = 'https://join.com';
/**
 * A job's id here: the number its address starts with (idParam "16405887-geowissenschaftler-m-w-d" → "16405887"),
 * which is what a pasted link carries. It is not the item's `id` (4126242 beside "16543473-…"): a job's page names it
 * `lastId`, and it seems to be renewed as the job is (a job created in 2022 carries 16543473, one created in 2026
 * 16405887), but a link names only it: a board read and a link must name a job by the same id.
 */
export const joinJobId = /^\d{1,12}$/;
/** A job's idParam as its address writes it: its number, and the title's words after a "-". */
export const joinIdParam = /^(\d{1,12})(?:-[^/?#\s]{1,300})?$/;
/** Pages read in one board read (five jobs a page): the first 50 jobs. A bigger board is read in part, and nothing it did not list is closed. */
export const joinMaxPages = 10;
/** Most characters of the __NEXT_DATA__ script read (a board's page has about 30,000, a job's page 150,000): a bigger one is refused. */
export const maxNextDataChars = 2 * 1024 * 1024;

const workplaces: Record<string, Workplace> = { ONSITE: 'onsite', HYBRID: 'hybrid', REMOTE: 'remote' };

/** A board's public page. */
const boardUrl = (slug: string) => `${joinHost}/companies/${boardSlugSegment(slug)}`;
/** A job's public page, at its idParam. */
const jobUrl = (slug: string, idParam: string) => `${boardUrl(slug)}/${encodeURIComponent(idParam)}`;

export const joinSource: BoardAdapter = {
  kind: 'board',
  name: 'join',
  label: sourceLabels.join,
  urlEnv: 'JOIN_API_URL',
  defaultBaseUrl: joinHost,
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published API or limit; join.com's robots.txt is obeyed, one company's pages at most once an hour, and a job's own page only for a job a user names",
    termsUrl: 'https://join.com/',
    attribution: "Link each job to its posting on the company's JOIN careers page",
    robotsTxt: true,
  },
  boardUrl,
  fetchBoard: async (context, slug, wanted) => {
    const board = `${context.baseUrl}/companies/${boardSlugSegment(slug)}`;
    const read: { companyName: string | null; partial: boolean; seen: Set<string> } = { companyName: null, partial: false, seen: new Set() };
    const { postings, complete } = await readAllPages(joinMaxPages, async (page) => {
      const state = readState(await context.http.text(page === 0 ? board : `${board}?page=${page + 1}`));
      const company = readRecord(state.company);
      const jobs = readRecord(state.jobs);
      // A job's page has the same state with no company in it, and lists other jobs: only a company's page is its board.
      if (!company || !jobs || !Array.isArray(jobs.items))
        throw new SourceError('invalid-response', "the page's state has no company with a list of jobs");
      // JOIN has served a placeholder page of another company for a new one's name (complete-labs/ats-scrapers): not this board.
      const domain = readText(company.domain, 200);
      if (domain && domain.toLowerCase() !== slug.toLowerCase()) throw new SourceError('not-found', `the page is another company's (${domain})`);
      if (page === 0) read.companyName = readPlainText(company.name, 300) ?? null;
      const pagination = readRecord(jobs.pagination);
      const stated = readNumber(pagination?.page);
      // A page other than the one asked for (the list moved, or ?page is not read): stop, and say the list was read in part.
      if (stated !== undefined && stated !== page + 1) {
        read.partial = true;
        return { postings: [], more: false };
      }
      const fresh = readItems(jobs.items, (item) => readItem(item, slug, read.companyName ?? slug)).filter((posting) => {
        const known = read.seen.has(posting.sourceId);
        read.seen.add(posting.sourceId);
        return !known;
      });
      const pageCount = readNumber(pagination?.pageCount) ?? 1;
      return { postings: fresh, more: page + 1 < pageCount && jobs.items.length > 0 };
    });
    // The job a user asked for is read whole (its description and the pay its page states are only there), listed or not.
    const job = wanted === undefined ? null : await readWantedJob(() => fetchJob(context, slug, wanted, postings, read.companyName));
    return { companyName: read.companyName, postings: job ? putWantedJob(postings, job) : postings, complete: complete && !read.partial };
  },
};

/** props.pageProps.initialState of a JOIN page, or an `invalid-response` SourceError when it has none that can be read. */
function readState(html: string): Record<string, unknown> {
  const state = initialStateOf(html);
  if (!state) throw new SourceError('invalid-response', 'the page has no readable __NEXT_DATA__ state');
  return state;
}

function initialStateOf(html: string): Record<string, unknown> | undefined {
  return readRecord(readRecord(readRecord(readNextData(html)?.props)?.pageProps)?.initialState);
}

/**
 * The JSON of a page's `<script id="__NEXT_DATA__">` element (Next.js writes "<", ">" and "&" in it as \u escapes, so
 * its text ends at the first "</script>"), parsed, never run. Undefined when there is none, when it is not closed
 * within `maxNextDataChars`, or when it is not a JSON object.
 */
export function readNextData(html: string): Record<string, unknown> | undefined {
  // Other attributes may stand around the id (type, nonce, crossorigin); `[^<>]` keeps a hostile tag linear.
  const opening = /<script\b[^<>]{0,1000}?\sid=(["']?)__NEXT_DATA__\1(?=[\s>/])[^<>]{0,1000}>/i.exec(html);
  if (!opening) return undefined;
  const start = opening.index + opening[0].length;
  const closing = /<\/script\s*>/gi;
  const bounded = html.slice(start, start + maxNextDataChars + 20);
  const found = closing.exec(bounded);
  if (!found || found.index > maxNextDataChars) return undefined;
  try {
    return readRecord(JSON.parse(bounded.slice(0, found.index)));
  } catch {
    return undefined;
  }
}

/** A job as JOIN's state states it: in a board's list, or a job page's own `job`. */
function readItem(item: Record<string, unknown>, slug: string, company: string): RawPosting | undefined {
  const idParam = readText(item.idParam, 320);
  const sourceId = idParam ? joinIdParam.exec(idParam)?.[1] : undefined;
  const title = readPlainText(item.title, 300);
  if (!idParam || !sourceId || !title) return undefined;
  const workplace = workplaces[readText(item.workplaceType, 40)?.toUpperCase() ?? ''];
  return {
    source: 'join',
    sourceId,
    sourceUrl: jobUrl(slug, idParam),
    title,
    company,
    location: readPlace(item, workplace),
    workplace,
    remote: workplace ? workplace === 'remote' : undefined,
    postedAt: readDate(item.createdAt),
    salary: readPay(item),
    employmentType: readPlainText(readRecord(item.employmentType)?.name, 100),
    department: readPlainText(readRecord(item.category)?.name, 200),
    board: { provider: 'join', slug },
  };
}

/**
 * Where the job is, as its page shows it: "City, Country" on site and hybrid. A remote job's city is the company's
 * office, which JOIN does not show for it ("Remote" for remoteType ANYWHERE, "Remote ({countryName})" otherwise): none, or the country.
 */
function readPlace(item: Record<string, unknown>, workplace: Workplace | undefined): string | undefined {
  const city = readRecord(item.city);
  if (workplace !== 'remote') return joinLocation(readPlainText(city?.cityName, 200), readPlainText(city?.countryName, 200));
  const remoteType = readText(item.remoteType, 40)?.toUpperCase();
  return remoteType && remoteType !== 'ANYWHERE' ? readPlainText(city?.countryName, 200) : undefined;
}

/**
 * Pay the employer shows (settings.showSalary true): salaryAmountFrom/To in cents ({amount: 4300000, currency: "EUR"}
 * is the 43,000 EUR the job's JSON-LD states) per salaryFrequency ("PER_YEAR"). Hidden pay is not read.
 */
function readPay(item: Record<string, unknown>): RawPosting['salary'] {
  if (readRecord(item.settings)?.showSalary !== true) return undefined;
  const from = readRecord(item.salaryAmountFrom);
  const to = readRecord(item.salaryAmountTo);
  const units = (amount: unknown) => {
    const cents = readNumber(amount);
    return cents !== undefined && cents > 0 ? Math.round(cents) / 100 : undefined;
  };
  return readSalaryRange(units(from?.amount), units(to?.amount), from?.currency ?? to?.currency, readSalaryPeriod(item.salaryFrequency));
}

/** The address's idParam of a listed job (its page's last path segment). */
function idParamOf(posting: RawPosting): string {
  return decodeURIComponent(new URL(posting.sourceUrl).pathname.split('/').at(-1) ?? posting.sourceId);
}

/**
 * The job a user asked for, from its own page: what its JSON-LD states (description, pay, type, where to apply) over
 * what the list or the page's own state says. A `not-found` SourceError for an id that is no job's, a page of
 * another company or of another address of the job, a job that is no longer online, or a page that states no job.
 */
async function fetchJob(context: SourceContext, slug: string, wanted: string, listed: RawPosting[], companyName: string | null): Promise<RawPosting> {
  if (!joinJobId.test(wanted)) throw new SourceError('not-found', 'not a JOIN job id');
  const known = listed.find((posting) => posting.sourceId === wanted);
  // The listed address where there is one; else the number alone, which is the part of the address that names the job.
  const idParam = known ? idParamOf(known) : wanted;
  const html = await context.http.text(`${context.baseUrl}/companies/${boardSlugSegment(slug)}/${encodeURIComponent(idParam)}`);
  const job = readRecord(initialStateOf(html)?.job);
  const jobCompany = readRecord(job?.company);
  const domain = readText(jobCompany?.domain, 200);
  if (domain && domain.toLowerCase() !== slug.toLowerCase()) throw new SourceError('not-found', "the job's page is another company's");
  const status = readText(job?.status, 40);
  if (status && status.toUpperCase() !== 'ONLINE') throw new SourceError('not-found', `the job is ${status.toLowerCase()}`);
  const company = readPlainText(jobCompany?.name, 300) ?? companyName ?? slug;
  const stated = job ? readItem(job, slug, company) : undefined;
  if (stated && stated.sourceId !== wanted) throw new SourceError('not-found', "the job's page is at another address now");
  const base = known ?? stated;
  const page = postingFromPage(html, new URL(base?.sourceUrl ?? jobUrl(slug, idParam)), { provider: 'join', slug, sourceId: wanted, company });
  if (page) return base ? withPage(base, page) : page;
  // No JSON-LD: the page's own state, with the description its page shows (schemaDescription is that HTML).
  if (!stated) throw new SourceError('not-found', "the job's page states no job");
  return { ...(known ?? stated), descriptionHtml: readHtml(job?.schemaDescription) };
}

/** A job as JOIN's state says it, with what only its page's JSON-LD states: the description, the pay in whole units, the type, where to apply. */
function withPage(stated: RawPosting, page: RawPosting): RawPosting {
  return {
    ...stated,
    location: stated.location ?? (stated.workplace === 'remote' ? undefined : page.location),
    remote: stated.remote ?? page.remote,
    postedAt: stated.postedAt ?? page.postedAt,
    descriptionHtml: page.descriptionHtml ?? stated.descriptionHtml,
    salary: page.salary ?? stated.salary,
    employmentType: page.employmentType ?? stated.employmentType,
    applyUrl: page.applyUrl,
    companyLogoUrl: page.companyLogoUrl,
  };
}

/**
 * A pasted JOIN address (join.com only): /companies/{domain}/{idParam} is a job ({domain}, the idParam's number), as
 * JOIN's pages link them; /companies/{domain}/jobs/{idParam} too, the shape two open readers build (not seen on a real
 * page); /companies/{domain} (and /companies/{domain}/jobs) is the board's page. Any other join.com page, a domain no
 * board can have, or a path under the company that is no job ("spontaneous-application") is `bad-id`.
 */
export function readJoinLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port) return null;
  if (linkHost(url) !== 'join.com') return null;
  const path = url.pathname.split('/').filter((part) => part !== '');
  const [companies, slug, ...rest] = path;
  if (companies?.toLowerCase() !== 'companies' || !slug || !boardSlugPattern.test(slug)) return 'bad-id';
  const job = rest[0]?.toLowerCase() === 'jobs' ? rest.slice(1) : rest;
  if (job.length === 0) return 'board-page';
  if (job.length !== 1) return 'bad-id';
  const id = joinIdParam.exec(safeDecode(job[0]!))?.[1];
  return id ? { slug, sourceId: id } : 'bad-id';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
