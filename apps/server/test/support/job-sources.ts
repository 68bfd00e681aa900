import type { SourceName } from '@seeker/agents';
import { createJobSources } from '../../src/job-sources/job-sources';
import { readJobSourceSettings } from '../../src/job-sources/source-settings';
import type { FakeJobSources } from '../fakes/fake-job-sources';
import { testOrigin } from './build-test-app';

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
    ...options.env,
  };
  const { settings, problems } = readJobSourceSettings(env, testOrigin);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return createJobSources(settings);
}
