import { checkTarget, SiteError, type SourceName } from '@seeker/agents';
import { createJobSources, type JobSources } from '../../src/job-sources/job-sources';
import { noJobSources, readJobSourceSettings } from '../../src/job-sources/source-settings';
import type { FakeJobSources } from '../fakes/fake-job-sources';
import { testOrigin } from './test-origin';

/** Job sources pointed at the loopback fake: every base URL, the chosen sources on, a short timeout. */
export function fakeJobSourcesFor(
  fake: FakeJobSources,
  options: { enabled: SourceName[]; timeoutMs?: number; crawlPerHour?: number; env?: Record<string, string> },
) {
  const env: Record<string, string> = {
    JOB_SOURCES: options.enabled.length > 0 ? options.enabled.join(',') : 'none',
    JOB_SOURCE_TIMEOUT_MS: String(options.timeoutMs ?? 2_000),
    JOB_DIRECTORY_CRAWL_PER_HOUR: String(options.crawlPerHour ?? 0),
    ...Object.fromEntries(Object.entries(fake.baseUrls).map(([name, url]) => [`${name.toUpperCase()}_API_URL`, url])),
    // The fake's pages stand for an employer's careers site: private (loopback), so trusted by name.
    JOB_PAGE_TRUSTED_ORIGINS: new URL(fake.pagesUrl).origin,
    ...options.env,
  };
  const { settings, problems } = readJobSourceSettings(env, testOrigin);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return pagesOnLoopback(createJobSources(settings), new URL(fake.pagesUrl).origin);
}

/** No job source on: what a test app reads when it is given none (pasted pages answer as unreachable). */
export function noTestJobSources() {
  return pagesOnLoopback(createJobSources(noJobSources(testOrigin)), null);
}

/**
 * Pasted pages: an address the guard refuses is refused before any connection, as in production; any
 * other address but the fake's is not fetched at all (tests never leave 127.0.0.1, not even for DNS).
 */
function pagesOnLoopback(sources: JobSources, pagesOrigin: string | null): JobSources {
  return {
    ...sources,
    fetchPage: (url, signal) => {
      const verdict = checkTarget(url, sources.settings.pageOrigins);
      if (verdict.ok && verdict.url.origin !== pagesOrigin) return Promise.reject(new SiteError('failed', 'could not be reached'));
      return sources.fetchPage(url, signal);
    },
  };
}
