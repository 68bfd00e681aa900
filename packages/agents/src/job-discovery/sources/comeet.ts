import { escapeHtml } from '../../text/escape-html';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems } from './read-items';
import { joinLocation, readHtml, readPlainText, readRecord, readUrl } from './read-values';
import { comeetBoardPattern } from './board-names';

// Comeet's Careers API (Comeet is now Spark Hire Recruit): GET https://www.comeet.co/careers-api/2.0/company/{company UID}
// /positions?token={company token}&details=true answers a bare array of every published position at once: uid, name,
// department, employment_type, experience_level, location {name, city, state, country, is_remote}, workplace_type
// ("On-site", "Hybrid" or "Remote", the vendor's model says; is_remote is its deprecated forerunner), time_updated, company_name,
// url_comeet_hosted_page and, with details=true, the description in named sections (details[{name, value (HTML), order}]).
// The vendor's docs say the company's token goes with every request; it is public (the company gives it to its own careers
// site, and its careers page on Comeet's host states it in the page's script, `"token": "…"`: open readers take it from
// there, strelov1/freehire and liornos/jobfinder; no such page is recorded). So a board is read in two requests: that
// careers page, https://www.comeet.com/jobs/{slug}/{company UID}, for the token, then the positions. No pay is read: the
// careers model has no pay field (company_referrals_reward is the employer's bonus for a referral, not pay). time_updated is
// when the position last changed, not when it was posted: no posting date is read.

/** The Careers API's host, the default base URL. */
export const comeetApiHost = 'https://www.comeet.co';
/** The host of the companies' careers pages and every position's page. */
export const comeetPagesHost = 'https://www.comeet.com';
/**
 * A position's UID ("18.767"); the same job at another of its places is a position of its own, its UID the job's with the
 * place's UID after a "-" ("18.767-9B.20A").
 */
export const comeetPositionUid = /^[0-9A-F]{2}\.[0-9A-F]{3}(?:-[0-9A-F]{2}\.[0-9A-F]{3})?$/i;
/** Most characters of a careers page searched for the token: a page is some tens of kilobytes, with every position in it a few hundred. */
export const maxPageChars = 2 * 1024 * 1024;
/** Most description sections read of one position. */
const maxSections = 30;

export type ComeetBoard = { company: string; uid: string };

/**
 * The company's slug and UID a board's name is, `{slug}/{UID}`, or a `not-found` SourceError without a request. They are
 * asked as every address and answer writes them, the slug in lower case and the UID in upper ("wiliot/F6.003"): a board's
 * name may come back lower-cased from where boards are kept.
 */
export function readComeetBoard(slug: string): ComeetBoard {
  const match = comeetBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid Comeet board name ({company}/{company UID}, as in wiliot/F6.003)');
  return { company: match[1]!.toLowerCase(), uid: match[2]!.toUpperCase() };
}

/**
 * Where the careers pages are for a base URL: Comeet's own pages host when the base is the real API's host; any other base
 * (a test server) serves both below itself, `/jobs/…` and `/careers-api/…`.
 */
function pagesBase(baseUrl: string): string {
  return baseUrl === comeetApiHost ? comeetPagesHost : baseUrl;
}

const workplaces: Record<string, Workplace> = { 'on-site': 'onsite', onsite: 'onsite', hybrid: 'hybrid', remote: 'remote' };

export const comeetSource: BoardAdapter = {
  kind: 'board',
  name: 'comeet',
  label: sourceLabels.comeet,
  urlEnv: 'COMEET_API_URL',
  defaultBaseUrl: comeetApiHost,
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit; the company's public careers token is read from its careers page each time, and one board is read at most once an hour",
    termsUrl: 'https://developers.comeet.com/reference/careers-api-overview',
    attribution: "Link each job to its page on the company's Comeet careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => {
    const board = readComeetBoard(slug);
    return `${comeetPagesHost}/jobs/${board.company}/${board.uid}`;
  },
  // The board's name starts with the company's slug ("wiliot"): capitalised, as the directory does.
  nameOfBoard: (slug) => {
    const company = comeetBoardPattern.exec(slug)?.[1] ?? slug;
    return company.charAt(0).toUpperCase() + company.slice(1);
  },
  fetchBoard: async (context, slug) => {
    const board = readComeetBoard(slug);
    const page = await context.http.text(`${pagesBase(context.baseUrl)}/jobs/${board.company}/${board.uid}`);
    const token = readComeetToken(page, board.uid);
    if (!token) throw new SourceError('invalid-response', "the company's careers page states no token for its careers API");
    const body = await context.http.json(
      `${context.baseUrl}/careers-api/2.0/company/${board.uid}/positions?token=${encodeURIComponent(token)}&details=true`,
    );
    if (!Array.isArray(body)) throw new SourceError('invalid-response', 'the careers API did not answer a list of positions');
    const companyName = readCompanyName(body);
    const postings = readItems(body, (position) => readPosition(position, slug, companyName ?? board.company), maxPostings);
    return { companyName, postings, complete: body.length <= maxPostings };
  },
};

// `"token": "6F32…"` in the page's script, as open readers read it (the quotes single or double), the one in the company's
// data (`COMPANY_DATA = {…}`) first; or the API's own address with the token (`careers-api/2.0/company/{UID}/positions…
// ?token=…`), as a page that calls the API names it, for this company only. Tokens seen are 26 to 38 hex digits: 20 at
// least, so that a short "token" of some other script (consent, analytics) is not taken for it.
const tokenProperty = /["']token["']\s{0,20}:\s{0,20}["']([0-9A-F]{20,128})["']/i;
const companyData = /\bCOMPANY_DATA\s{0,20}=/;
const apiAddress =
  /careers-api\/2\.0\/company\/([0-9A-F]{2}\.[0-9A-F]{3})\/positions[^"'\s<>?]{0,200}\?(?:[^"'\s<>#]{0,500}?&(?:amp;)?)?token=([0-9A-F]{20,128})(?![0-9A-F])/gi;
/** How far into the company's data its token is looked for. */
const companyDataChars = 100_000;

/**
 * The company's careers token a careers page states (its first `maxPageChars` characters searched, no further), or
 * undefined when it states none.
 */
export function readComeetToken(html: string, uid: string): string | undefined {
  const text = html.length > maxPageChars ? html.slice(0, maxPageChars) : html;
  const data = companyData.exec(text);
  const stated = (data ? tokenProperty.exec(text.slice(data.index, data.index + companyDataChars))?.[1] : undefined) ?? tokenProperty.exec(text)?.[1];
  if (stated) return stated;
  for (const found of text.matchAll(apiAddress)) if (found[1]!.toUpperCase() === uid.toUpperCase()) return found[2]!;
  return undefined;
}

/** The company's name as its positions state it (each carries company_name); null when none does. */
function readCompanyName(positions: readonly unknown[]): string | null {
  for (const position of positions.slice(0, maxPostings)) {
    const name = readPlainText(readRecord(position)?.company_name, 200);
    if (name) return name;
  }
  return null;
}

// The same job at two places is two positions, each with its own UID, page, apply address and place ("18.767" in New York,
// "18.767-9B.20A" in Plano): they are kept apart, as Comeet lists them and as a pasted link names one of them.
function readPosition(position: Record<string, unknown>, slug: string, company: string): RawPosting | undefined {
  const sourceId = typeof position.uid === 'string' ? position.uid.trim() : undefined;
  const title = readPlainText(position.name, 300);
  const sourceUrl = readUrl(position.url_comeet_hosted_page) ?? readUrl(position.url_recruit_hosted_page);
  if (!sourceId || !comeetPositionUid.test(sourceId) || !title || !sourceUrl) return undefined;
  const place = readRecord(position.location);
  const workplace = workplaces[readPlainText(position.workplace_type, 40)?.toLowerCase() ?? ''];
  return {
    source: 'comeet',
    sourceId,
    sourceUrl,
    title,
    company: readPlainText(position.company_name, 200) ?? company,
    // The address's city (the place's name is the employer's label for it: "Dallas" for an office in Plano), else the label.
    location: joinLocation(
      readPlainText(place?.city, 200) ?? readPlainText(place?.name, 200),
      readPlainText(place?.state, 200),
      readPlainText(place?.country, 100),
    ),
    workplace,
    // workplace_type replaces the deprecated is_remote, which is read only where workplace_type says nothing.
    remote: workplace ? workplace === 'remote' : typeof place?.is_remote === 'boolean' ? place.is_remote : undefined,
    descriptionHtml: readSections(position.details),
    employmentType: readPlainText(position.employment_type, 100),
    seniority: readPlainText(position.experience_level, 100),
    department: readPlainText(position.department, 200),
    board: { provider: 'comeet', slug },
  };
}

/** The description's sections in their stated order, each under its own name; a section with no text (null, "<p><br></p>") is left out. */
function readSections(details: unknown): string | undefined {
  if (!Array.isArray(details)) return undefined;
  const sections = details
    .slice(0, maxSections)
    .map(readRecord)
    .filter((section): section is Record<string, unknown> => section !== undefined)
    .map((section, at) => ({ section, at, order: typeof section.order === 'number' && Number.isFinite(section.order) ? section.order : at }))
    .sort((a, b) => a.order - b.order || a.at - b.at)
    .flatMap(({ section }) => {
      const html = readHtml(section.value);
      if (!html || !readPlainText(html, 2_000)) return [];
      const name = readPlainText(section.name, 200);
      return [name ? `<h3>${escapeHtml(name)}</h3>${html}` : html];
    });
  return sections.length > 0 ? sections.join('\n') : undefined;
}

/**
 * A pasted Comeet address: https://www.comeet.com/jobs/{company}/{company UID}/{title words}/{position UID} is a job (its
 * board `{company}/{company UID}`), /jobs/{company}/{company UID} the company's careers page (`board-page`); the vendor's
 * docs write the same pages on www.comeet.co. Any other page of these hosts, such as the API's own address (which names no
 * company slug), is `bad-id`; null off Comeet's hosts.
 */
export function readComeetLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port) return null;
  if (!/^(?:www\.)?comeet\.com?\.?$/.test(url.hostname.toLowerCase())) return null;
  const path = url.pathname.split('/').filter((part) => part !== '');
  const [root, company, uid, , position] = path;
  if (root?.toLowerCase() !== 'jobs' || !company || !uid) return 'bad-id';
  const slug = `${company}/${uid}`;
  if (!comeetBoardPattern.test(slug)) return 'bad-id';
  if (path.length === 3) return 'board-page';
  return path.length === 5 && comeetPositionUid.test(position!) ? { slug, sourceId: position! } : 'bad-id';
}
