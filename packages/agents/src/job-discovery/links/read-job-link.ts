import type { BoardProvider } from '../source-names';
import { boardSlugPattern } from '../sources/read-values';

/** A job on a company board, as its public page's address names it: the board and the posting's id there. */
export type BoardJobLink = { provider: BoardProvider; slug: string; sourceId: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const digits = /^\d{1,20}$/;
const shortcode = /^[A-Z0-9]{6,20}$/i;

type Reader = (host: string, path: string[], query: URLSearchParams) => BoardJobLink | null;

const board = (provider: BoardProvider, slug: string | undefined, sourceId: string | undefined, idPattern: RegExp): BoardJobLink | null =>
  slug && sourceId && boardSlugPattern.test(slug) && idPattern.test(sourceId) ? { provider, slug, sourceId } : null;

/**
 * Each source's job page shapes (docs/research/job-page-fixtures-for-add-by-link.md). Only hosts whose
 * postings the source's public API in our adapters answers: Lever's and Greenhouse's EU boards live
 * behind other API hosts, so their pages are read as any other page.
 */
const readers: Record<string, Reader> = {
  // boards.greenhouse.io/{board}/jobs/{id}; the embed form names both in the query.
  'boards.greenhouse.io': (_host, path, query) =>
    path[0] === 'embed'
      ? board('greenhouse', query.get('for') ?? undefined, query.get('token') ?? undefined, digits)
      : path[1] === 'jobs'
        ? board('greenhouse', path[0], path[2], digits)
        : null,
  'job-boards.greenhouse.io': (_host, path) => (path[1] === 'jobs' ? board('greenhouse', path[0], path[2], digits) : null),
  // jobs.lever.co/{site}/{uuid}[/apply]
  'jobs.lever.co': (_host, path) => board('lever', path[0], path[1], uuid),
  // jobs.ashbyhq.com/{org}/{uuid}[/application]
  'jobs.ashbyhq.com': (_host, path) => board('ashby', path[0], path[1], uuid),
  // apply.workable.com/{account}/j/{shortcode}/
  'apply.workable.com': (_host, path) => (path[1] === 'j' ? board('workable', path[0], path[2], shortcode) : null),
  // jobs.smartrecruiters.com/{company}/{postingId}[-title-words]
  'jobs.smartrecruiters.com': (_host, path) => board('smartrecruiters', path[0], path[1]?.match(/^\d+/)?.[0], digits),
};

/** {account}.workable.com/j/{shortcode}: Workable's older page shape. */
function readWorkableSubdomain(host: string, path: string[]): BoardJobLink | null {
  const account = host.match(/^([a-z0-9][a-z0-9-]*)\.workable\.com$/)?.[1];
  if (!account || ['apply', 'www', 'jobs'].includes(account) || path[0] !== 'j') return null;
  return board('workable', account, path[1], shortcode);
}

/** The board job a pasted address names, or null when it is not one of the five sources' job pages. */
export function readJobLink(url: URL): BoardJobLink | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let path: string[];
  try {
    path = url.pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const reader = readers[host];
  return reader ? reader(host, path, url.searchParams) : readWorkableSubdomain(host, path);
}
