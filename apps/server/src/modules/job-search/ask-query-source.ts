import type { QueryAdapter, SourceQuery } from '@seeker/agents';
import type { SourceStatus } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { refreshSource, type StoredPosting } from '../postings';

function minutes(ms: number) {
  const value = Math.round(ms / 60_000);
  return value === 1 ? '1 minute' : `${value} minutes`;
}

/** Asks one keyed search API with the user's query, within its interval; what it finds joins the index. */
export async function askQuerySource(
  deps: { db: Db; sources: JobSources },
  adapter: QueryAdapter,
  query: SourceQuery,
  now: Date,
  signal?: AbortSignal,
): Promise<{ status: SourceStatus; postings: StoredPosting[] }> {
  const base = { name: adapter.name, label: adapter.label };
  const result = await refreshSource(deps, adapter, now, (context) => adapter.search(context, query), { signal });
  if (result.status === 'recent') {
    const error = `its terms allow one request every ${minutes(adapter.terms.minIntervalMs)}; asked again soon`;
    return { status: { ...base, status: 'skipped', count: 0, error }, postings: [] };
  }
  if (result.status === 'failed') return { status: { ...base, status: 'failed', count: 0, error: result.error }, postings: [] };
  return { status: { ...base, status: 'ok', count: result.postings.length }, postings: result.postings };
}
