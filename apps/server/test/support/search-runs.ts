import type { SourceName } from '@seeker/agents';
import type { agentRuns } from '../../src/db/schema';
import type { FakeJobSources } from '../fakes/fake-job-sources';
import { acmeCook, acmeFrontend, acmeFrontendOnRemoteOk, globexOnRemotive, reactOnJobicy, unpaidOnRemoteOk } from '../fixtures/search-jobs';

/** How long a run-job-search suite waits for a source that hangs. */
export const searchTimeoutMs = 1_500;

/** The sources a run-job-search suite's app reads, all on its loopback fake. */
export const searchSources: { enabled: SourceName[]; timeoutMs: number } = {
  enabled: ['greenhouse', 'lever', 'ashby', 'remoteok', 'remotive', 'jobicy'],
  timeoutMs: searchTimeoutMs,
};

/** Acme's board with two jobs, a board that hangs, one that fails, and every feed with its postings. */
export function setUpSearchBoards(fake: FakeJobSources) {
  fake.set({
    boards: {
      'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] },
      'lever:globex-hangs': 'hang',
      'ashby:initech': 'error',
    },
    feeds: { remoteok: [acmeFrontendOnRemoteOk, unpaidOnRemoteOk], remotive: [globexOnRemotive], jobicy: [reactOnJobicy] },
  });
}

/** An agent run of this user as the tests record it straight into the table; `values` set what the test is about. */
export const runRow = (userId: string, id: string, values: Partial<typeof agentRuns.$inferInsert> = {}) => ({
  id,
  userId,
  sessionId: id,
  message: 'run-job-search',
  context: { user_id: userId },
  status: 'running' as const,
  ...values,
});
