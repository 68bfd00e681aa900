import { linkHost } from '../links/link-host';
import type { RawPosting, Salary } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings } from './read-items';
import { readDate, readHtml, readNumber, readPlainText, readRecord, readSalaryPeriod, readText, unescapeEscapedHtml } from './read-values';
import { boardSlugPattern, boardSlugSegment } from './board-names';

// Rippling's public Job Board API (no key), the one its careers pages (ats.rippling.com/{board}/jobs) are built on:
// GET api.rippling.com/platform/api/ats/v1/board/{board}/jobs answers a bare array with ONE ROW PER JOB AND PLACE
// ({uuid, name, department{id,label}, url, workLocation{label,id}}; a job open in three places is three rows with one
// uuid), and nothing else: no description, date, type or pay. GET …/jobs/{uuid} answers one job whole: its name,
// description in sections ({company, role}, HTML), workLocations (words), employmentType ({label, id}, where the label
// is a code, "SALARIED_FT", and the id the employer's words, "Salaried, full-time"), createdOn (ISO with an offset),
// payRangeDetails ([{rangeStart, rangeEnd, currency, frequency}], often empty) and department ({name, …}).

/** Rippling's careers host: the public address of every board and job, whatever base URL is configured. */
export const ripplingHost = 'https://ats.rippling.com';
/** A job's id: the UUID its page's address ends with (/{board}/jobs/{uuid}). */
export const ripplingJobId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most places kept for one job (a row each in the list). */
const maxPlaces = 20;

/** A job's public page on its board. */
const jobUrl = (slug: string, uuid: string) => `${ripplingHost}/${encodeURIComponent(slug)}/jobs/${uuid}`;
const apiBoard = (context: SourceContext, slug: string) => `${context.baseUrl}/platform/api/ats/v1/board/${boardSlugSegment(slug)}/jobs`;

export const ripplingSource: BoardAdapter = {
  kind: 'board',
  name: 'rippling',
  label: sourceLabels.rippling,
  urlEnv: 'RIPPLING_API_URL',
  defaultBaseUrl: 'https://api.rippling.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "Rippling's public Job Board API allows 100 requests every 10 minutes; its Developer Terms of Use govern it and could not be read, so only boards users name are read (never the directory crawl), each at most once an hour, a job's own answer only for a job a user names",
    termsUrl: 'https://app.rippling.com/developer/tos',
    attribution: "Link each job to its posting on the company's Rippling careers page",
    robotsTxt: true,
    namedOnly: true,
  },
  boardUrl: (slug) => `${ripplingHost}/${encodeURIComponent(slug)}/jobs`,
  fetchBoard: async (context, slug, wanted) => {
    const url = apiBoard(context, slug);
    const body = await context.http.json(url);
    if (!Array.isArray(body)) throw new SourceError('invalid-response', 'the job list is not a list');
    const { jobs, complete } = foldRows(body, slug);
    const postings = jobs.map(({ posting, places }) => ({ ...posting, ...readPlaces(places) }));
    // The job a user asked for is read whole (its description, date, type and pay are only in its own answer), listed or not.
    const uuid = wanted?.toLowerCase();
    if (uuid !== undefined && ripplingJobId.test(uuid)) {
      const at = jobs.findIndex((job) => job.posting.sourceId === uuid);
      const job = await fetchJob(context, slug, uuid, jobs[at]);
      if (job && at >= 0) postings[at] = job;
      else if (job) postings.push(job);
    }
    return { companyName: null, postings, complete };
  },
};

type Listed = { posting: RawPosting; places: string[] };

/** The list's rows folded by uuid: one posting per job, its places every row's, in the list's order. */
function foldRows(rows: readonly unknown[], slug: string): { jobs: Listed[]; complete: boolean } {
  const jobs = new Map<string, Listed>();
  let complete = true;
  for (const item of rows) {
    const row = readRecord(item);
    const uuid = readText(row?.uuid, 100)?.toLowerCase();
    const title = readPlainText(row?.name, 300);
    if (!row || !uuid || !ripplingJobId.test(uuid) || !title) continue;
    const place = readPlainText(readRecord(row.workLocation)?.label, 200) ?? readPlainText(row.workLocation, 200);
    const seen = jobs.get(uuid);
    if (seen) {
      if (place) addPlace(seen.places, place);
      continue;
    }
    if (jobs.size >= maxPostings) {
      complete = false;
      continue;
    }
    const posting: RawPosting = {
      source: 'rippling',
      sourceId: uuid,
      sourceUrl: jobUrl(slug, uuid),
      title,
      company: slug,
      department: readDepartment(row.department),
      board: { provider: 'rippling', slug },
    };
    jobs.set(uuid, { posting, places: place ? [place] : [] });
  }
  return { jobs: [...jobs.values()], complete };
}

function addPlace(places: string[], place: string): void {
  if (places.length < maxPlaces && !places.some((seen) => seen.toLowerCase() === place.toLowerCase())) places.push(place);
}

/**
 * The places joined ("London, United Kingdom; Remote (United States)"), and remote only as the labels state it: a job
 * whose every place is a "Remote …" label ("Remote (United States)") is remote; any other says nothing of how it is worked.
 */
function readPlaces(places: string[]): Pick<RawPosting, 'location' | 'remote' | 'workplace'> {
  if (places.length === 0) return {};
  const remote = places.every((place) => /^remote\b/i.test(place));
  return { location: places.join('; '), ...(remote ? { remote: true, workplace: 'remote' as const } : {}) };
}

/** A department as the list ({id, label}) or the job's answer ({name, base_department, …}) names it. */
function readDepartment(value: unknown): string | undefined {
  const department = readRecord(value);
  return department ? (readPlainText(department.label, 200) ?? readPlainText(department.name, 200)) : readPlainText(value, 200);
}

/**
 * One job's answer as a posting, over what the list said of it; undefined (the list's posting stands) when the answer
 * fails, names another job or names none.
 */
async function fetchJob(context: SourceContext, slug: string, uuid: string, listed: Listed | undefined): Promise<RawPosting | undefined> {
  let body: unknown;
  try {
    body = await context.http.json(`${apiBoard(context, slug)}/${uuid}`);
  } catch (error) {
    // A job gone, or an answer that failed, leaves the board as listed; a read that was called off stays called off.
    if (error instanceof SourceError && error.kind !== 'aborted') return undefined;
    throw error;
  }
  const job = readRecord(body);
  const title = readPlainText(job?.name, 300);
  const answered = readText(job?.uuid, 100)?.toLowerCase();
  if (!job || !title || (answered !== undefined && answered !== uuid)) return undefined;
  // The list's rows name the places as the board shows them; the answer's workLocations only where the list has none.
  const places = [...(listed?.places ?? [])];
  if (places.length === 0) {
    for (const place of Array.isArray(job.workLocations) ? job.workLocations : []) {
      const text = readPlainText(place, 200) ?? readPlainText(readRecord(place)?.label, 200) ?? readPlainText(readRecord(place)?.name, 200);
      if (text) addPlace(places, text);
    }
  }
  return {
    source: 'rippling',
    sourceId: uuid,
    sourceUrl: jobUrl(slug, uuid),
    title,
    company: slug,
    ...readPlaces(places),
    descriptionHtml: readDescription(job.description),
    postedAt: readDate(job.createdOn),
    employmentType: readEmploymentType(job.employmentType),
    salary: readPay(job.payRangeDetails),
    department: readDepartment(job.department) ?? listed?.posting.department,
    board: { provider: 'rippling', slug },
  };
}

/** The description's sections in the page's order: the company's, then the role's, then any other the answer has. */
function readDescription(value: unknown): string | undefined {
  const sections = readRecord(value);
  if (!sections) return readHtml(value);
  const keys = ['company', 'role', ...Object.keys(sections).filter((key) => key !== 'company' && key !== 'role')];
  const parts = keys.flatMap((key) => {
    const html = readHtml(sections[key]);
    return html ? [unescapeEscapedHtml(html)] : [];
  });
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** The employer's words for the type ("Salaried, full-time"): Rippling puts them in `id`, its code ("SALARIED_FT") in `label`. */
function readEmploymentType(value: unknown): string | undefined {
  const type = readRecord(value);
  if (!type) return readPlainText(value, 100);
  const texts = [type.id, type.label].map((text) => readPlainText(text, 100)).filter((text): text is string => !!text);
  return texts.find((text) => !/^[A-Z0-9_]+$/.test(text)) ?? texts[0];
}

/**
 * Pay from payRangeDetails: a band counts when it states an amount and its currency. A job may carry a band per place
 * or level, in more than one currency: the range spans the bands in the first band's currency and frequency, and its
 * period is the frequency's only when that names one ("YEAR", "HOUR").
 */
function readPay(value: unknown): Partial<Salary> | undefined {
  const bands = (Array.isArray(value) ? value : []).flatMap((item) => {
    const band = readRecord(item);
    const currency = readText(band?.currency, 10)?.toUpperCase();
    const start = positive(band?.rangeStart);
    const end = positive(band?.rangeEnd);
    if (!band || !currency || !/^[A-Z]{3}$/.test(currency) || (start === undefined && end === undefined)) return [];
    return [{ currency, frequency: readText(band.frequency, 40)?.toUpperCase() ?? '', start, end }];
  });
  // The first band as stated: bands of several places are several ranges, and one spanning them all is stated by none.
  const first = bands[0];
  if (!first) return undefined;
  return { min: first.start ?? null, max: first.end ?? null, currency: first.currency, period: readSalaryPeriod(first.frequency) ?? null };
}

function positive(value: unknown): number | undefined {
  const number = readNumber(value);
  return number !== undefined && number > 0 ? number : undefined;
}

/** A locale as the careers site puts it before a board (en-GB, en-CA, en-US). */
const locale = /^[a-z]{2}-[a-z]{2}$/i;

/**
 * A pasted Rippling link: https://ats.rippling.com/{board}/jobs/{uuid} (a job; also with /apply after it, and with a
 * locale before the board, /en-GB/{board}/…), /{board}/jobs or /{board} (the board), or the API's own
 * api.rippling.com/platform/api/ats/v1/board/{board}/jobs[/{uuid}]. Null: not a Rippling link.
 */
export function readRipplingLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port) return null;
  const host = linkHost(url);
  const path = url.pathname.split('/').filter((part) => part !== '');
  let rest: string[];
  if (host === 'api.rippling.com') {
    const [platform, api, ats, version, board] = path;
    if (platform !== 'platform' || api !== 'api' || ats !== 'ats' || !/^v\d{1,2}$/.test(version ?? '') || board !== 'board') return null;
    rest = path.slice(5);
  } else if (host === 'ats.rippling.com') {
    // A locale before the board (/en-GB/{board}/jobs); a board named like a locale is still one when "jobs" follows it.
    rest = path.length > 1 && locale.test(path[0]!) && path[1]!.toLowerCase() !== 'jobs' ? path.slice(1) : path;
  } else return null;
  const [slug, jobs, id, ...more] = rest;
  if (!slug || !boardSlugPattern.test(slug) || /^(?:api|internal)$/i.test(slug)) return null;
  if (jobs?.toLowerCase() !== 'jobs' || id === undefined) return 'board-page';
  const valid = ripplingJobId.test(id) && (more.length === 0 || (more.length === 1 && more[0]!.toLowerCase() === 'apply'));
  return valid ? { slug, sourceId: id.toLowerCase() } : 'bad-id';
}
