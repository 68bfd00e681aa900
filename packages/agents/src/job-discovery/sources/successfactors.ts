import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings } from './read-items';
import { joinLocation, readDate, readHtml, readPlainText, readText } from './read-values';
import { successfactorsBoardPattern } from './board-names';
import { childText, childrenNamed, readXml, type XmlElement } from './read-xml';

// SAP SuccessFactors' Recruiting Management career sites answer their whole job list as XML (no key):
// GET https://career{N}.successfactors.{com|eu}/career?company={id}&career_ns=job_listing_summary&resultType=XML,
// <Job-Listing><Job>…: each job's title (HTML-escaped inside its CDATA), its full HTML description, its requisition
// id, on some sites the day it was posted, and the site's own facets (<filterN>/<mfieldN>, each a <label> and a
// <value>, numbered and labelled differently by every company). Not strict XML: every job carries an empty-named
// tag (`<>375852015</>`), which the lenient reader keeps as text. One answer is the whole board, descriptions and
// all (1.3 MB on average, 27 MB for the largest site known), so there are no pages and no second request.

/** A requisition id, as <ReqId> and a job's address (`career_job_req_id`, `jobId`) give it: digits. */
export const successfactorsReqId = /^\d{1,12}$/;

type Board = { host: string; company: string };

/** The host and company id a board name stands for, or a `not-found` SourceError without a request. */
function readBoard(slug: string): Board {
  const match = successfactorsBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid SAP SuccessFactors board (career{N}/{company id} or career{N}.eu/{company id})');
  return { host: `${match[1]}.successfactors.${match[2] ? 'eu' : 'com'}`, company: match[3]! };
}

/**
 * A posting's id: the company id and the requisition id (`colgate/173126`). Each company numbers its requisitions
 * on its own, so two companies' lists share numbers; the company keeps them apart.
 */
const postingId = (board: Board, reqId: string) => `${board.company}/${reqId}`;

/** The job's page on the career site (where its Apply button is). */
const jobUrl = (board: Board, reqId: string) =>
  `https://${board.host}/career?career_ns=job_listing&company=${encodeURIComponent(board.company)}&career_job_req_id=${reqId}`;

export const successfactorsSource: BoardAdapter = {
  kind: 'board',
  name: 'successfactors',
  label: sourceLabels.successfactors,
  urlEnv: 'SUCCESSFACTORS_API_URL',
  // {board} is the career site's host (career4.successfactors.com, career2.successfactors.eu), made from the board's name.
  defaultBaseUrl: 'https://{board}',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the career site's job list; we fetch one board at most once an hour, the whole list in one request",
    termsUrl: 'https://www.sap.com/about/legal/terms-of-use.html',
    attribution: "Link each job to its page on the company's SAP SuccessFactors career site",
    robotsTxt: true,
  },
  boardUrl: (slug) => {
    const board = readBoard(slug);
    return `https://${board.host}/career?company=${encodeURIComponent(board.company)}&career_ns=job_listing_summary&navBarLevel=JOB_SEARCH`;
  },
  // The answer names no company: its id is the only name the board has ("colgate", "SwissRe").
  nameOfBoard: (slug) => successfactorsBoardPattern.exec(slug)?.[3] ?? slug,
  fetchBoard: async (context, slug, wanted) => {
    const board = readBoard(slug);
    const host = context.baseUrl.replace('{board}', board.host);
    const xml = await context.http.text(`${host}/career?company=${encodeURIComponent(board.company)}&career_ns=job_listing_summary&resultType=XML`);
    const { jobs, whole } = readListing(xml);
    const order = readDateOrder(jobs.map((job) => childText(job, 'Posted-Date')));
    const read = jobs.flatMap((job) => readJob(job, board, slug, order) ?? []);
    const postings = read.slice(0, maxPostings);
    // The job a user asked for is in the same answer, even past the postings one read keeps.
    const wantedId = wanted !== undefined && successfactorsReqId.test(wanted) ? postingId(board, wanted) : wanted;
    if (wantedId !== undefined && !postings.some((posting) => posting.sourceId === wantedId)) {
      const job = read.find((posting) => posting.sourceId === wantedId);
      if (job) postings.push(job);
    }
    return { companyName: null, postings, complete: whole && read.length <= maxPostings };
  },
};

/**
 * The answer's jobs, and whether the list was whole. A list that never closes was cut short: the jobs before the
 * cut are read (a job cut in half is not) and the board is said to be read in part, so nothing it did not list is closed.
 */
function readListing(xml: string): { jobs: XmlElement[]; whole: boolean } {
  const whole = /<\/Job-Listing\s*>|<Job-Listing\s*\/>/.test(xml);
  const lastJobEnd = xml.lastIndexOf('</Job>');
  const listing = readXml(whole || lastJobEnd < 0 ? xml : xml.slice(0, lastJobEnd + '</Job>'.length)).find(
    (element) => element.name === 'Job-Listing',
  );
  if (!listing) {
    // A company id or host SuccessFactors does not know answers its own HTML page (with 200), not a list.
    if (/<html[\s>]/i.test(xml.slice(0, 5_000))) throw new SourceError('not-found', 'no such board (SuccessFactors answered a page, not a job list)');
    throw new SourceError('invalid-response', 'the answer is not a SuccessFactors job list (no <Job-Listing>)');
  }
  return { jobs: whole || lastJobEnd >= 0 ? childrenNamed(listing, 'Job') : [], whole };
}

function readJob(job: XmlElement, board: Board, slug: string, order: DateOrder): RawPosting | undefined {
  const reqId = readText(childText(job, 'ReqId'), 20);
  // The title is HTML-escaped inside its CDATA ("Accident &amp; Health Underwriter"): decoded once.
  const title = readPlainText(childText(job, 'JobTitle'), 300);
  if (!reqId || !successfactorsReqId.test(reqId) || !title) return undefined;
  const facets = readFacets(job);
  const workplace = readWorkplace(facets);
  return {
    source: 'successfactors',
    sourceId: postingId(board, reqId),
    sourceUrl: jobUrl(board, reqId),
    title,
    // A "Company" facet names the employing company of a group's site (Colgate's "Hill's Pet Nutrition").
    company: facetValue(facets, companyLabels) ?? board.company,
    location: readPlace(facets),
    workplace,
    remote: workplace ? workplace === 'remote' : undefined,
    // Merge fields the site fills in its own pages ("[[cust_keywords]]") arrive unfilled: left out.
    descriptionHtml: readHtml(childText(job, 'Job-Description')?.replace(mergeField, '')),
    postedAt: readPostedDate(childText(job, 'Posted-Date'), order),
    employmentType: facetValue(facets, employmentLabels),
    department: readText(childText(job, 'Department'), 200) ?? facetValue(facets, departmentLabels),
    board: { provider: 'successfactors', slug },
  };
}

const mergeField = /\[\[[A-Za-z0-9_.]{1,60}\]\]/g;

type Facet = { label: string; value: string };

/** The job's facets (<filter12><label>Work Location</label><value>Hybrid</value></filter12>), those with a label and a value. */
function readFacets(job: XmlElement): Facet[] {
  return job.children
    .filter((child) => /^(?:filter|mfield)\d{1,3}$/.test(child.name))
    .flatMap((facet) => {
      const label = readText(childText(facet, 'label'), 100)?.toLowerCase().replace(/\s*:$/, '');
      const values = childrenNamed(facet, 'value').flatMap((value) => readText(value.text.replace(mergeField, ''), 300) ?? []);
      return label && values.length > 0 ? [{ label, value: [...new Set(values)].join(', ') }] : [];
    });
}

const facetValue = (facets: Facet[], labels: RegExp) => facets.find((facet) => labels.test(facet.label))?.value;

// Which facet says what is each company's choice (Colgate's filter12 is "Work Location", Swiss Re's filter4 "Type of
// Employment"): a facet is read only under a label that plainly names the field. "Job Type" ("Experienced") is not.
const cityLabels = /^(?:city|town|city\/town)$/;
const stateLabels = /^(?:state|province|state\/province|state \/ province)$/;
const countryLabels = /^(?:country|country of search|country\/region|country \/ region)$/;
const placeLabels = /^(?:location|posting location|job location)$/;
const companyLabels = /^(?:company|company name)$/;
const departmentLabels =
  /^(?:department|function|job function|job family|functional area|job family ?\/ ?functional area|job area|career area|job category)$/;
const employmentLabels = /^(?:type of employment|employment type|employment status|contract type|type of contract)$/;
const workplaceLabels =
  /^(?:work location|workplace|workplace type|work model|working model|work arrangement|work mode|remote work|location flexibility)$/;

/** The way of working a labelled facet states in one of its three words; any other value ("Overland Park") says none. */
function readWorkplace(facets: Facet[]): Workplace | undefined {
  const value = facetValue(facets, workplaceLabels)?.toLowerCase();
  if (!value) return undefined;
  if (/^(?:fully |100% )?remote$/.test(value)) return 'remote';
  if (value === 'hybrid') return 'hybrid';
  if (/^(?:on[- ]?site|in[- ]office|office[- ]based)$/.test(value)) return 'onsite';
  return undefined;
}

/** The place: a location facet with its country, else city, state and country ("Overland Park, Kansas, United States"). */
function readPlace(facets: Facet[]): string | undefined {
  const country = facetValue(facets, countryLabels);
  const place = facetValue(facets, placeLabels);
  if (place) return country && !place.toLowerCase().includes(country.toLowerCase()) ? joinLocation(place, country) : place;
  return joinLocation(facetValue(facets, cityLabels), facetValue(facets, stateLabels), country);
}

type DateOrder = 'day-first' | 'month-first' | null;

const numericDate = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * Which way round this answer writes its dates: Swiss Re writes "17/06/2026", others the month first. A date whose
 * first number is above 12 shows day first, one whose second is, month first; an answer that shows neither (or both)
 * says nothing, and its dates are read only where both ways give the same day.
 */
function readDateOrder(texts: (string | undefined)[]): DateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of texts) {
    const match = numericDate.exec(text?.trim() ?? '');
    if (!match) continue;
    const [first, second] = [Number(match[1]), Number(match[3])];
    if (first > 12 && second <= 12) dayFirst = true;
    if (second > 12 && first <= 12) monthFirst = true;
  }
  return dayFirst === monthFirst ? null : dayFirst ? 'day-first' : 'month-first';
}

/** The day a job was posted: an ISO date, or a numeric one in the order its answer shows; never a guessed order. */
function readPostedDate(value: string | undefined, order: DateOrder): Date | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return readDate(text);
  const match = numericDate.exec(text);
  if (!match) return undefined;
  const [first, second, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  if (first !== second && order === null) return undefined;
  const [day, month] = order === 'month-first' ? [second, first] : [first, second];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March: not the day the site meant.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

const careerHost = /^(career\d{1,3})\.successfactors\.(com|eu)$/;
const careerPaths = new Set(['/career', '/careers', '/portalcareer', '/sfcareer/jobreqcareer']);

/**
 * The board and job a SuccessFactors career-site address names: career{N}.successfactors.{com|eu}/career (or /careers,
 * /portalcareer)?company={id}&career_job_req_id={n}…, or /sfcareer/jobreqcareer?jobId={n}&company={id}. Without a job
 * it is the board's page (`board-page`); another page of these hosts, or a job id that is not digits, is `bad-id`.
 * null: not a SuccessFactors career host (a company's own Recruiting Marketing site, jobs.example.com/job/…/{id}/,
 * is read by the page reader).
 */
export function readSuccessfactorsLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  const host = careerHost.exec(url.hostname.toLowerCase());
  if (!host) return null;
  const company = url.searchParams.get('company');
  const slug = `${host[1]}${host[2] === 'eu' ? '.eu' : ''}/${company ?? ''}`;
  if (!careerPaths.has(url.pathname.replace(/\/+$/, '').toLowerCase()) || !successfactorsBoardPattern.test(slug)) return 'bad-id';
  const reqId = url.searchParams.get('career_job_req_id') ?? url.searchParams.get('jobId');
  if (reqId === null) return 'board-page';
  return successfactorsReqId.test(reqId) ? { slug, sourceId: `${company}/${reqId}` } : 'bad-id';
}
