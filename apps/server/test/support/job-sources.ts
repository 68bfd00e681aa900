import { checkTarget, SiteError, type SiteLookup, type SourceName } from '@seeker/agents';
import { createJobSources, type JobSources } from '../../src/job-sources/job-sources';
import { noJobSources, readJobSourceSettings } from '../../src/job-sources/source-settings';
import type { FakeJobSources } from '../fakes/fake-job-sources';
import { testOrigin } from './test-origin';

/**
 * DNS as the tests see it, never the real resolver: made-up names under `.test` (RFC 6761), each resolving
 * to private addresses only, or to nothing. So a name reaches the guard's lookup and is refused there,
 * before any connection; no name resolves to a public address, so nothing is ever fetched beyond loopback.
 */
export const testNames: Record<string, string[]> = {
  'careers.rebind.test': ['10.0.0.7'],
  'payroll.inside.test': ['192.168.1.20'],
  'metadata.inside.test': ['169.254.169.254'],
  'mixed.inside.test': ['93.184.216.34', '10.0.0.9'],
};

/** Resolves `testNames`; any other name does not resolve (ENOTFOUND), as a typo would. */
export const testLookup: SiteLookup = (hostname, _options, callback) => {
  const addresses = testNames[hostname.toLowerCase()];
  if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
  callback(
    null,
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
};

/**
 * Job sources pointed at the loopback fake: every base URL, the chosen sources on. The fake answers at
 * once, so the default timeout is long: it is there for a source that hangs, and a machine busy with
 * other work must not turn a late answer into a timed-out source (a scheduled run then found no job).
 * A test about timeouts sets its own.
 */
export function fakeJobSourcesFor(
  fake: FakeJobSources,
  options: { enabled: SourceName[]; timeoutMs?: number; crawlPerHour?: number; env?: Record<string, string> },
) {
  const env: Record<string, string> = {
    JOB_SOURCES: options.enabled.length > 0 ? options.enabled.join(',') : 'none',
    JOB_SOURCE_TIMEOUT_MS: String(options.timeoutMs ?? 20_000),
    JOB_DIRECTORY_CRAWL_PER_HOUR: String(options.crawlPerHour ?? 0),
    ...Object.fromEntries(Object.entries(fake.baseUrls).map(([name, url]) => [`${name.toUpperCase()}_API_URL`, url])),
    // The fake's pages stand for an employer's careers site: private (loopback), so trusted by name, and
    // only its pages (/pages/…), not the rest of the fake.
    JOB_PAGE_TRUSTED_ORIGINS: `${fake.pagesUrl}/`,
    ...options.env,
  };
  const { settings, problems } = readJobSourceSettings(env, testOrigin);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return pagesOnLoopback(createJobSources(settings, fakeSiteOptions(fake)));
}

/**
 * What createJobSources is given in tests: the tests' DNS, and the fake standing for companies' own sites
 * (`/careersite/{site}/…`, its root robots.txt too): loopback, trusted for tests only.
 */
export function fakeSiteOptions(fake: FakeJobSources) {
  return { lookup: testLookup, trustedSites: [`${new URL(fake.baseUrls.careersite.replace('{board}', 'x')).origin}/`] };
}

/** No job source on: what a test app reads when it is given none (pasted pages answer as unreachable). */
export function noTestJobSources() {
  return pagesOnLoopback(createJobSources(noJobSources(testOrigin), { lookup: testLookup }));
}

/**
 * Pasted pages: an address the guard refuses is refused before any connection, as in production, and so
 * is a `.test` name (its lookup refuses it); any other address outside the trusted places is not fetched at
 * all but answers as unreachable (tests never leave 127.0.0.1, not even for DNS).
 */
function pagesOnLoopback(sources: JobSources): JobSources {
  return {
    ...sources,
    fetchPage: (url, requester, signal) => {
      const verdict = checkTarget(url, requester.guest ? [] : sources.settings.pagePlaces);
      if (verdict.ok && !verdict.trusted && !verdict.url.hostname.endsWith('.test')) {
        return Promise.reject(new SiteError('failed', 'could not be reached'));
      }
      return sources.fetchPage(url, requester, signal);
    },
  };
}
