import { sourceQueryFor } from '@seeker/agents';
import type { Preferences, SourceStatus } from '@seeker/contract';
import type { Db } from '../../db/client';
import { describeError } from '../../http/describe-error';
import type { JobSources } from '../../job-sources/job-sources';
import { askQuerySource } from './ask-query-source';
import { readCompanyBoards } from './read-company-boards';
import { resolveTargetBoards } from './resolve-target-boards';
import { refreshFeed, findSourceHealth, type StoredPosting } from '../postings';

export type SearchLog = { error: (details: object, message: string) => void };

export type LiveResult = { statuses: SourceStatus[]; postings: StoredPosting[]; boards: { provider: string; slug: string }[] };
type Task = { status: SourceStatus; postings: StoredPosting[]; boards?: { provider: string; slug: string }[] } | null;

/**
 * Everything a search asks live, all at once: the target companies' boards, the keyed search APIs
 * with the user's query, and any feed whose interval is due. Each answers within the per-source
 * timeout or is reported as timed out; `onStatus` hears each as it lands.
 */
export async function fetchLiveSources(
  deps: { db: Db; sources: JobSources; log?: SearchLog | undefined },
  preferences: Preferences,
  now: Date,
  onStatus: (status: SourceStatus) => void,
): Promise<LiveResult> {
  const { sources } = deps;
  const controller = new AbortController();
  const boardProviders = sources.enabled('board').map((adapter) => adapter.name);
  const companies = boardProviders.length > 0 ? await resolveTargetBoards(deps.db, preferences.companies, boardProviders, now) : [];
  const query = sourceQueryFor(preferences);

  const named: { status: Pick<SourceStatus, 'name' | 'label'>; run: () => Promise<Task> }[] = [
    ...companies.map((entry) => ({
      status: { name: `company:${entry.company}`, label: entry.company },
      run: () => readCompanyBoards(deps, entry, now, controller.signal),
    })),
    ...(query
      ? sources.enabled('query').map((adapter) => ({
          status: { name: adapter.name, label: adapter.label },
          run: () => askQuerySource(deps, adapter, query, now, controller.signal),
        }))
      : []),
    ...sources.enabled('feed').map((adapter) => ({
      status: { name: adapter.name, label: adapter.label },
      run: async (): Promise<Task> => {
        const result = await refreshFeed(deps, adapter, now, controller.signal);
        // Not due: ingested on its own cadence and its postings are in the index — unless its last read failed.
        if (result.status === 'recent') return staleFeed(deps.db, { name: adapter.name, label: adapter.label });
        return result.status === 'ok'
          ? { status: { name: adapter.name, label: adapter.label, status: 'ok', count: result.postings.length }, postings: result.postings }
          : { status: { name: adapter.name, label: adapter.label, status: 'failed', count: 0, error: result.error }, postings: [] };
      },
    })),
  ];

  // The fetcher stops each request at the timeout; this also bounds whatever an adapter does after it.
  const timeoutMs = sources.settings.timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('late');
    }, timeoutMs + 1_000);
  });
  const settled = await Promise.all(
    named.map(async ({ status, run }) => {
      const failed = (error: unknown): Task => {
        deps.log?.error({ error: describeError(error), source: status.name }, 'a job source failed unexpectedly');
        return { status: { ...status, status: 'failed', count: 0, error: 'failed unexpectedly' }, postings: [] };
      };
      const outcome = await Promise.race([run().catch(failed), deadline]);
      const task: Task =
        outcome === 'late'
          ? { status: { ...status, status: 'failed', count: 0, error: `timed out after ${Math.round(timeoutMs / 1000)} s` }, postings: [] }
          : outcome;
      if (task) onStatus(task.status);
      return task;
    }),
  );
  clearTimeout(timer);
  const tasks = settled.filter((task): task is NonNullable<Task> => task !== null);
  return {
    statuses: tasks.map((task) => task.status),
    postings: tasks.flatMap((task) => task.postings),
    boards: tasks.flatMap((task) => task.boards ?? []),
  };
}

/** A feed not read now whose last read failed: named with when and why, as its postings may be stale. */
async function staleFeed(db: Db, status: Pick<SourceStatus, 'name' | 'label'>): Promise<Task> {
  const health = await findSourceHealth(db, status.name);
  if (health?.status !== 'failing' || !health.lastErrorAt) return null;
  return {
    status: {
      ...status,
      status: 'stale',
      count: 0,
      error: health.lastError ?? 'failed',
      failedAt: health.lastErrorAt.toISOString(),
      lastSuccessAt: health.lastSuccessAt?.toISOString() ?? null,
    },
    postings: [],
  };
}
