import type { BoardProvider } from '../source-names';
import {
  adpBoardPattern,
  boardSlugPattern,
  eightfoldBoardPattern,
  isBoardSlug,
  subdomainSlugPattern,
  workdayBoardPattern,
} from '../sources/board-names';
import { breezyPositionId } from '../sources/breezy';
import { eightfoldPositionId, eightfoldPositionOfPath, isEightfoldTenant } from '../sources/eightfold';
import { gemPostId } from '../sources/gem';
import { adpDefaultCareerCenter, adpJobId } from '../sources/adp';
import { manatalJobHash } from '../sources/manatal';
import { pinpointPostingId } from '../sources/pinpoint';
import { teamtailorJobId } from '../sources/teamtailor';
import { workdayJobPath } from '../sources/workday';
import { linkHost } from './link-host';
import { providerOfLinkHost, readProviderLink } from './provider-links';

/** A job on a company board, as its public page's address names it: the board and the posting's id there. */
export type BoardJobLink = { provider: BoardProvider; slug: string; sourceId: string };

/**
 * Why an address is not one job Seeker can read, although it is close to one:
 * - `credentials`: it carries a user name or password (any host; never read).
 * - `board-page`: one of the company boards' pages, not one of its jobs.
 * - `bad-id`: the source's host, but no job id of the shape that source gives (or another page of the source).
 * - `bad-slug`: the source's host, but a board name no board can have (too long, or characters a name never has).
 */
export type JobLinkProblem = 'credentials' | 'board-page' | 'bad-id' | 'bad-slug';

/** An address refused with its reason; `provider` and `slug` when the address names them (a slug only when it is a valid one). */
export type JobLinkRefusal = { problem: JobLinkProblem; provider: BoardProvider | null; slug: string | null };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const digits = /^\d{1,20}$/;
const shortcode = /^[A-Z0-9]{6,20}$/i;

type Reading = BoardJobLink | JobLinkRefusal;
/** What an address of the host names: a job, a refusal, or null when only its page can tell (the page reader then reads it). */
type Reader = (path: string[], query: URLSearchParams) => Reading | null;

const refusal = (problem: JobLinkProblem, provider: BoardProvider | null, slug: string | null = null): JobLinkRefusal => ({
  problem,
  provider,
  slug: slug !== null && (provider ? isBoardSlug(provider, slug) : boardSlugPattern.test(slug)) ? slug : null,
});

/** The job a board address names; a missing slug or id is a page other than a job (`bad-id`), a slug alone is the board's page. */
function board(provider: BoardProvider, slug: string | undefined, sourceId: string | undefined, idPattern: RegExp): Reading {
  if (!slug) return refusal('bad-id', provider);
  if (!isBoardSlug(provider, slug)) return refusal('bad-slug', provider);
  if (sourceId === undefined) return refusal('board-page', provider, slug);
  return idPattern.test(sourceId) ? { provider, slug, sourceId } : refusal('bad-id', provider, slug);
}

/** A board address whose path is only the board's name (`/acme`), or the name and the job's id at `path[idAt]` after the `marker` segment. */
function boardPath(provider: BoardProvider, path: string[], marker: string, idPattern: RegExp): Reading {
  if (path.length === 1) return board(provider, path[0], undefined, idPattern);
  if (path[1] !== marker) return board(provider, path[0], '', idPattern);
  return board(provider, path[0], path[2] ?? '', idPattern);
}

const greenhouse: Reader = (path, query) => {
  if (path[0] === 'embed') {
    // embed/job_app?for={board}&token={id}; embed/job_board?for={board} is the board itself.
    const slug = query.get('for') ?? undefined;
    if (path[1] === 'job_board') return board('greenhouse', slug, undefined, digits);
    // A job named by its id alone: Greenhouse sends its page on to the address naming its board too (while the job is
    // open), which the page's read follows.
    if (slug === undefined && digits.test(query.get('token') ?? '')) return null;
    return board('greenhouse', slug, query.get('token') ?? '', digits);
  }
  return boardPath('greenhouse', path, 'jobs', digits);
};

/**
 * Each source's job page shapes (docs/research/job-page-fixtures-for-add-by-link.md), by host: only hosts
 * whose postings the source's public API in our adapters answers.
 */
const hosts: Record<string, { provider: BoardProvider; read: Reader }> = {
  // boards.greenhouse.io/{board}/jobs/{id}; the embed form names both in the query.
  'boards.greenhouse.io': { provider: 'greenhouse', read: greenhouse },
  'job-boards.greenhouse.io': { provider: 'greenhouse', read: greenhouse },
  // EU-hosted boards: only their pages are on an EU host; their jobs answer on the one Job Board API
  // (boards-api.greenhouse.io; readers that checked it live found no EU API host, decision 0037).
  'boards.eu.greenhouse.io': { provider: 'greenhouse', read: greenhouse },
  'job-boards.eu.greenhouse.io': { provider: 'greenhouse', read: greenhouse },
  // jobs.lever.co/{site}/{uuid}[/apply]
  'jobs.lever.co': { provider: 'lever', read: (path) => board('lever', path[0], path[1], uuid) },
  // jobs.eu.lever.co: a board hosted in the EU, whose postings Lever's EU API answers (the adapter asks both regions).
  'jobs.eu.lever.co': { provider: 'lever', read: (path) => board('lever', path[0], path[1], uuid) },
  // jobs.ashbyhq.com/{org}/{uuid}[/application]
  'jobs.ashbyhq.com': { provider: 'ashby', read: (path) => board('ashby', path[0], path[1], uuid) },
  // apply.workable.com/{account}/j/{shortcode}/
  'apply.workable.com': { provider: 'workable', read: (path) => boardPath('workable', path, 'j', shortcode) },
  // Workable's own site and its job search: not one company's board.
  'workable.com': { provider: 'workable', read: () => refusal('bad-id', 'workable') },
  'www.workable.com': { provider: 'workable', read: () => refusal('bad-id', 'workable') },
  'jobs.workable.com': { provider: 'workable', read: () => refusal('bad-id', 'workable') },
  // jobs.gem.com/{board}/{id}: digits or Gem's base64 ids.
  'jobs.gem.com': { provider: 'gem', read: (path) => board('gem', path[0], path[1], gemPostId) },
  // www.careers-page.com/{company}/job/{hash}: Manatal's careers pages.
  'www.careers-page.com': { provider: 'manatal', read: (path) => boardPath('manatal', path, 'job', manatalJobHash) },
  'careers-page.com': { provider: 'manatal', read: (path) => boardPath('manatal', path, 'job', manatalJobHash) },
  // workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid={client}&ccId={center}&jobId={id}
  'workforcenow.adp.com': { provider: 'adp', read: readAdpLink },
  // jobs.smartrecruiters.com/{company}/{postingId}[-title-words]
  'jobs.smartrecruiters.com': {
    provider: 'smartrecruiters',
    read: (path) => board('smartrecruiters', path[0], path[1] === undefined ? undefined : (path[1].match(/^\d+/)?.[0] ?? ''), digits),
  },
};

/** An ADP career center's page: the client and center in its query, a job by `jobId` (others are left to the page reader). */
function readAdpLink(path: string[], query: URLSearchParams): Reading {
  if (path.join('/') !== 'mascsr/default/mdf/recruitment/recruitment.html') return refusal('bad-id', 'adp');
  const client = query.get('cid')?.toLowerCase() ?? '';
  const center = query.get('ccId') ?? adpDefaultCareerCenter;
  const slug = center === adpDefaultCareerCenter ? client : `${client}.${center}`;
  if (!adpBoardPattern.test(slug)) return refusal('bad-slug', 'adp');
  const job = query.get('jobId');
  if (job === null) return { problem: 'board-page', provider: 'adp', slug };
  return adpJobId.test(job) ? { provider: 'adp', slug, sourceId: job } : { problem: 'bad-id', provider: 'adp', slug };
}

/** {tenant}.eightfold.ai/careers/job/{id}[-words]?domain={company} (or /careers?domain={company}&pid={id}): without the domain its API answers nothing, so the page reader reads it. */
const eightfoldHost = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.eightfold\.ai$/;

function readEightfoldLink(tenant: string, path: string[], query: URLSearchParams): Reading | null {
  const domain = query.get('domain')?.toLowerCase();
  if (!domain) return null;
  const slug = `${tenant}/${domain}`;
  if (!eightfoldBoardPattern.test(slug)) return refusal('bad-slug', 'eightfold');
  const position = eightfoldPositionOfPath(path, query);
  if (position === 'board-page') return { problem: 'board-page', provider: 'eightfold', slug };
  return position && eightfoldPositionId.test(position)
    ? { provider: 'eightfold', slug, sourceId: position }
    : { problem: 'bad-id', provider: 'eightfold', slug };
}

/** {account}.workable.com/j/{shortcode}: Workable's older page shape. */
const workableAccount = (host: string) => host.match(/^([a-z0-9][a-z0-9-]*)\.workable\.com$/)?.[1];

/** An offer's slug at Recruitee ("senior-legal-counsel-3"). */
const offerSlug = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * Providers that give each company its own host, by the domain under it: {company}.recruitee.com/o/{offer},
 * {company}.jobs.personio.de/job/{id}, {company}.teamtailor.com/jobs/{id}-{words}.
 * Their own site (www, the domain alone) is no company's board.
 */
/** {company}.{domain}/{marker}/{id}: the company's board page alone, or one of its jobs. */
const markedJob =
  (provider: BoardProvider, marker: string, idPattern: RegExp) =>
  (company: string, path: string[]): Reading =>
    path.length === 0
      ? board(provider, company, undefined, idPattern)
      : board(provider, company, path[0] === marker ? (path[1] ?? '') : '', idPattern);

const companyHosts: { domain: string; provider: BoardProvider; read: (company: string, path: string[]) => Reading }[] = [
  { domain: 'recruitee.com', provider: 'recruitee', read: markedJob('recruitee', 'o', offerSlug) },
  // {company}.jobs.personio.de/job/{id} (and .com, the same company's site).
  { domain: 'jobs.personio.de', provider: 'personio', read: markedJob('personio', 'job', digits) },
  { domain: 'jobs.personio.com', provider: 'personio', read: markedJob('personio', 'job', digits) },
  // {company}.teamtailor.com/jobs/{id}-{words}: the id is the number the words follow.
  {
    domain: 'teamtailor.com',
    provider: 'teamtailor',
    read: (company, path) =>
      markedJob('teamtailor', 'jobs', digits)(company, path[0] === 'jobs' && path[1] ? [path[0], teamtailorJobId.exec(path[1])?.[1] ?? ''] : path),
  },
  // {company}.breezy.hr/p/{id}-{words}[/apply]: the id is the hex the words follow.
  {
    domain: 'breezy.hr',
    provider: 'breezy',
    read: (company, path) =>
      markedJob('breezy', 'p', breezyPositionId)(company, path[0] === 'p' && path[1] ? [path[0], breezyPositionId.exec(path[1])?.[1] ?? ''] : path),
  },
  // {company}.pinpointhq.com[/{locale}]/postings/{uuid}[/applications/new].
  {
    domain: 'pinpointhq.com',
    provider: 'pinpoint',
    read: (company, path) =>
      markedJob(
        'pinpoint',
        'postings',
        pinpointPostingId,
      )(company, path.length > 1 && /^[a-z]{2}(?:-[a-z]{2})?$/i.test(path[0]!) ? path.slice(1) : path),
  },
  // {company}.bamboohr.com/careers/{id}; /careers alone is the board's page.
  {
    domain: 'bamboohr.com',
    provider: 'bamboohr',
    read: (company, path) => markedJob('bamboohr', 'careers', digits)(company, path.length === 1 && path[0] === 'careers' ? [] : path),
  },
];

/** The company and provider of a host like {company}.recruitee.com, if it is one. */
function companyHost(host: string) {
  for (const entry of companyHosts) {
    const company = host.endsWith(`.${entry.domain}`) ? host.slice(0, -entry.domain.length - 1) : null;
    if (company && company !== 'www' && subdomainSlugPattern.test(company)) return { ...entry, company };
  }
  return null;
}

/** {tenant}.{pod}.myworkdayjobs.com: a Workday customer's careers sites. */
const workdayHost = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.(wd\d{1,3})\.myworkdayjobs\.com$/;
/** The language segment a Workday address may start with (en-US, fr-FR, de). */
const workdayLocale = /^[a-z]{2}(?:-[a-z]{2})?$/i;

/**
 * [/{locale}]/{site}/job/{place}/{title}_{requisition}[/apply]: the site names the board, the path after it the
 * job. Other shapes (`/details/…`, a job without its site) are left to the page reader: null.
 */
function readWorkdayLink(tenant: string, pod: string, path: string[]): Reading | null {
  const rest = path.length > 1 && workdayLocale.test(path[0]!) ? path.slice(1) : path;
  const [site, ...job] = rest;
  if (!site || site === 'job' || site === 'wday') return null;
  const slug = `${tenant}.${pod}/${site}`;
  if (!workdayBoardPattern.test(slug)) return refusal('bad-slug', 'workday');
  if (job.length === 0) return { problem: 'board-page', provider: 'workday', slug };
  const sourceId = (job.at(-1) === 'apply' ? job.slice(0, -1) : job).join('/');
  return workdayJobPath.test(sourceId) ? { provider: 'workday', slug, sourceId } : null;
}

function readWorkableAccount(account: string, path: string[]): Reading {
  if (path.length === 0) return board('workable', account, undefined, shortcode);
  return board('workable', account, path[0] === 'j' ? (path[1] ?? '') : '', shortcode);
}

/** The source whose host this is, or null. */
function providerOfHost(host: string): BoardProvider | null {
  if (workdayHost.test(host)) return 'workday';
  if (eightfoldHost.test(host)) return 'eightfold';
  const linked = providerOfLinkHost(host);
  if (linked) return linked;
  return hosts[host]?.provider ?? (workableAccount(host) ? 'workable' : (companyHost(host)?.provider ?? null));
}

/**
 * The board job a pasted address names; a refusal with its reason when the address is one of the board
 * sources' (or carries credentials) but not one job Seeker can read; null when it is not one of theirs.
 */
export function readJobLink(url: URL): BoardJobLink | JobLinkRefusal | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = linkHost(url);
  // A job page's address has no user name or password: whatever it names is not read.
  if (url.username || url.password) return refusal('credentials', providerOfHost(host));
  let path: string[];
  try {
    path = url.pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    const provider = providerOfHost(host);
    return provider ? refusal('bad-slug', provider) : null;
  }
  const known = hosts[host];
  if (known) return known.read(path, url.searchParams);
  const account = workableAccount(host);
  if (account) return readWorkableAccount(account, path);
  const workday = workdayHost.exec(host);
  if (workday) return readWorkdayLink(workday[1]!, workday[2]!, path);
  const eightfold = eightfoldHost.exec(host);
  if (eightfold && isEightfoldTenant(eightfold[1]!)) return readEightfoldLink(eightfold[1]!, path, url.searchParams);
  const company = companyHost(host);
  return company ? company.read(company.company, path) : readProviderLink(url, host);
}

/** True for a refusal, false for a job link. */
export function isJobLinkRefusal(reading: BoardJobLink | JobLinkRefusal): reading is JobLinkRefusal {
  return 'problem' in reading;
}
