import type { QueryAdapter, SourceQuery } from '@seeker/agents';
import { normalizeInChunks } from '../postings/normalize-in-chunks';
import type { SourceStatus } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { describeFetchFailure } from '../postings/describe-fetch-failure';
import { claimSourceFetch, recordSourceFailure, recordSourceSuccess } from '../postings/source-health';
import { upsertPostings, type StoredPosting } from '../postings/upsert-postings';

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
  const claimed = await claimSourceFetch(deps.db, { key: adapter.name, source: adapter.name, origin: 'source' }, adapter.terms.minIntervalMs, now);
  if (!claimed) {
    const error = `its terms allow one request every ${minutes(adapter.terms.minIntervalMs)}; asked again soon`;
    return { status: { ...base, status: 'skipped', count: 0, error }, postings: [] };
  }
  let raw;
  try {
    raw = await adapter.search(deps.sources.context(adapter, signal), query);
  } catch (error) {
    const message = describeFetchFailure(error);
    await recordSourceFailure(deps.db, adapter.name, { now, message, gone: false, isBoard: false });
    return { status: { ...base, status: 'failed', count: 0, error: message }, postings: [] };
  }
  const postings = await upsertPostings(deps.db, await normalizeInChunks(raw, signal), now);
  await recordSourceSuccess(deps.db, adapter.name, { now, postingsCount: postings.length });
  return { status: { ...base, status: 'ok', count: postings.length }, postings };
}
