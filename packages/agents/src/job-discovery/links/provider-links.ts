import type { BoardProvider } from '../source-names';
import { readAvatureBoardOfLink, readAvatureLink } from '../sources/avature';
import { readComeetLink } from '../sources/comeet';
import { readIcimsLink } from '../sources/icims';
import { readJobviteLink } from '../sources/jobvite';
import { readJobylonBoardOfLink, readJobylonLink } from '../sources/jobylon';
import { isJibeSite, readJibeLink } from '../sources/jibe';
import { readJoinLink } from '../sources/join';
import { readOracleLink } from '../sources/oracle';
import { readPaylocityLink } from '../sources/paylocity';
import { readRipplingLink } from '../sources/rippling';
import { readSuccessfactorsLink } from '../sources/successfactors';
import { boardSlugPattern, comeetBoardPattern, oracleBoardPattern, paylocityBoardPattern, successfactorsBoardPattern } from '../sources/board-names';
import type { BoardJobLink, JobLinkRefusal } from './read-job-link';
import { linkHost } from './link-host';

type Reading = BoardJobLink | JobLinkRefusal;

/** What a provider's own link reader makes of an address: its board and job, a refusal's problem, or null when not its address. */
export type ProviderLinkReading = { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null;

/**
 * Providers whose adapters read their own link shapes (sources/{provider}.ts), by the hosts they live on: a
 * board's page is refused with its board where the address names it.
 */
const providerLinks: {
  provider: BoardProvider;
  host: { test: (host: string) => boolean };
  read: (url: URL) => ProviderLinkReading;
  boardOf?: (url: URL) => string | null;
}[] = [
  // {pod}.oraclecloud.com/hcmUI/CandidateExperience/{lang}/sites/{site}/job/{id}
  {
    provider: 'oracle',
    host: /\.oraclecloud\.com$/,
    read: readOracleLink,
    boardOf: (url) => {
      const pod = /^(.+)\.oraclecloud\.com$/.exec(linkHost(url))?.[1];
      const site = url.pathname.split('/').filter(Boolean)[4];
      return pod && site && oracleBoardPattern.test(`${pod}/${site}`) ? `${pod}/${site}` : null;
    },
  },
  // {tenant}.avature.net/{section}/JobDetail/{title-words}/{id}: the tenant and its careers section are the board.
  { provider: 'avature', host: /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.avature\.net$/, read: readAvatureLink, boardOf: readAvatureBoardOfLink },
  // {portal}.icims.com/jobs/{id}/{title-words}/job: the portal's host label is the board.
  {
    provider: 'icims',
    host: /^(?!www\.)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.icims\.com$/,
    read: readIcimsLink,
    boardOf: (url) => linkHost(url).split('.')[0] ?? null,
  },
  // recruiting.paylocity.com/Recruiting/Jobs/Details/{id}/{board GUID}; a link with the company's name where the GUID
  // goes names no board: its page does (read-embedded-board.ts), so the page is read.
  {
    provider: 'paylocity',
    host: /^recruiting\.paylocity\.com$/,
    read: (url) => {
      const reading = readPaylocityLink(url);
      return reading !== null && typeof reading === 'object' && reading.slug === null ? null : (reading as ProviderLinkReading);
    },
    boardOf: (url) => {
      const guid = url.pathname.split('/').filter(Boolean)[3]?.toLowerCase();
      return guid && paylocityBoardPattern.test(guid) ? guid : null;
    },
  },
  // ats.rippling.com[/{locale}]/{board}/jobs/{uuid}
  {
    provider: 'rippling',
    host: /^(?:ats|api)\.rippling\.com$/,
    read: readRipplingLink,
    boardOf: (url) => {
      const path = url.pathname.split('/').filter(Boolean);
      // api.rippling.com/platform/api/ats/v1/board/{board}/…; ats.rippling.com[/{locale}]/{board}/…
      const slug =
        linkHost(url) === 'api.rippling.com'
          ? path[5]
          : path.length > 1 && /^[a-z]{2}-[a-z]{2}$/i.test(path[0]!) && path[1]!.toLowerCase() !== 'jobs'
            ? path[1]
            : path[0];
      return slug && boardSlugPattern.test(slug) ? slug : null;
    },
  },
  // www.comeet.com/jobs/{company}/{company uid}/{title-words}/{position uid}
  {
    provider: 'comeet',
    host: /^(?:www\.)?comeet\.(?:com|co)$/,
    read: readComeetLink,
    boardOf: (url) => {
      const [jobs, company, uid] = url.pathname.split('/').filter(Boolean);
      return jobs === 'jobs' && company && uid && comeetBoardPattern.test(`${company}/${uid}`) ? `${company}/${uid}` : null;
    },
  },
  // jobs.jobvite.com[/careers]/{company}/job/{id}
  {
    provider: 'jobvite',
    host: /^jobs\.jobvite\.com$/,
    read: readJobviteLink,
    boardOf: (url) => {
      const path = url.pathname.split('/').filter(Boolean);
      const slug = path[0]?.toLowerCase() === 'careers' ? path[1] : path[0];
      return slug && boardSlugPattern.test(slug) ? slug : null;
    },
  },
  // cdn.jobylon.com/jobs/companies/{id}/embed/v2/: a company's list of jobs, never one job.
  { provider: 'jobylon', host: /^cdn\.jobylon\.com$/, read: readJobylonLink, boardOf: readJobylonBoardOfLink },
  // [/{landing}]/jobs/{slug} on {company}.jibeapply.com or a host known to serve a Jibe site (sources/jibe-sites.ts).
  { provider: 'jibe', host: { test: isJibeSite }, read: readJibeLink, boardOf: (url) => url.hostname },
  // join.com/companies/{company}/{idParam} ("16405887-geowissenschaftler-m-w-d": the job is the number)
  {
    provider: 'join',
    host: /^join\.com$/,
    read: readJoinLink,
    boardOf: (url) => {
      const [companies, slug] = url.pathname.split('/').filter(Boolean);
      return companies?.toLowerCase() === 'companies' && slug && boardSlugPattern.test(slug) ? slug : null;
    },
  },
  // career{N}.successfactors.{com|eu}/career?company={id}&career_job_req_id={req} (and sfcareer/jobreqcareer?jobId=)
  {
    provider: 'successfactors',
    host: /^career\d{1,3}\.successfactors\.(?:com|eu)$/,
    read: readSuccessfactorsLink,
    boardOf: (url) => {
      const [, number, region] = /^(career\d{1,3})\.successfactors\.(com|eu)$/.exec(linkHost(url)) ?? [];
      const slug = `${number}${region === 'eu' ? '.eu' : ''}/${url.searchParams.get('company') ?? ''}`;
      return number && successfactorsBoardPattern.test(slug) ? slug : null;
    },
  },
];

export function readProviderLink(address: URL, host: string): Reading | null {
  // The host as compared (no trailing dot of its fully qualified form), so that each reader sees it as the others do.
  const url = new URL(address.href);
  url.hostname = host;
  for (const entry of providerLinks) {
    if (!entry.host.test(host)) continue;
    const reading = entry.read(url);
    if (reading === null) return null;
    if (typeof reading === 'object') return { provider: entry.provider, ...reading };
    return { problem: reading, provider: entry.provider, slug: entry.boardOf?.(url) ?? null };
  }
  return null;
}

/** The provider whose own link reader takes this host, or null. */
export function providerOfLinkHost(host: string): BoardProvider | null {
  return providerLinks.find((entry) => entry.host.test(host))?.provider ?? null;
}
