import { SiteError, type SiteFetchRules, type SitePage } from '../../company-research/site/fetch-site';
import type { SourceHttp } from '../source-adapter';
import { SourceError } from '../source-error';
import type { RobotsCheck } from './robots-policy';

/**
 * A SourceHttp for sources whose hosts users name (a company's own site): each GET goes through the guarded
 * site fetcher (public addresses only, a byte cap and one deadline; redirects only within the site), each
 * request, redirects included, after the host's robots.txt; its failures read as the plain fetcher's do
 * (404 is `not-found`).
 */
export function createGuardedSourceHttp(
  fetchSite: (url: string, signal?: AbortSignal, rules?: SiteFetchRules) => Promise<SitePage>,
  options: { robots?: RobotsCheck; signal?: AbortSignal } = {},
): SourceHttp {
  const text: SourceHttp['text'] = async (url, request = {}) => {
    if ((request.method ?? 'GET') !== 'GET' || request.body !== undefined) throw new SourceError('http', 'only reads pages (GET)');
    if (options.signal?.aborted) throw new SourceError('aborted', 'cancelled');
    const target = parse(url);
    let page: SitePage;
    try {
      // Redirects stay on the site, each asked of robots.txt like the first address.
      page = await fetchSite(target.href, options.signal, { sameSite: true, ...(options.robots ? { beforeRequest: options.robots } : {}) });
    } catch (error) {
      if (options.signal?.aborted) throw new SourceError('aborted', 'cancelled');
      if (error instanceof SourceError) throw error;
      throw asSourceError(error);
    }
    // A file cut at the byte cap would read as less than it says (a sitemap's missing half): not read at all.
    if (page.truncated) throw new SourceError('too-large', 'answer larger than the size we read');
    return page.html;
  };
  return {
    text,
    json: async (url, request) => {
      const body = await text(url, request);
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new SourceError('invalid-response', 'answer was not JSON');
      }
    },
  };
}

function parse(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new SourceError('network', 'not a web address');
  }
}

/** The site fetcher's failure in the source fetcher's words: its status when it answered, a refusal as refused. */
function asSourceError(error: unknown): SourceError {
  if (!(error instanceof SiteError)) return new SourceError('network', 'could not be reached');
  const status = Number(/answered HTTP (\d{3})/.exec(error.message)?.[1] ?? NaN);
  if (status === 404 || status === 410) return new SourceError('not-found', `not found (${status})`, status);
  if (Number.isInteger(status))
    return new SourceError('http', status >= 500 ? `had an error on its side (HTTP ${status})` : `refused our request (HTTP ${status})`, status);
  if (/did not answer within/.test(error.message)) return new SourceError('timeout', error.message);
  return new SourceError('network', error.message);
}
