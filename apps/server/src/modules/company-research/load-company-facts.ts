import { companyKey, gatherCompanyFacts, type CompanyFacts } from '@seeker/agents';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyFacts } from '../../db/schema';
import type { ResearchSources } from '../../research-sources/research-sources';

const hourMs = 3_600_000;
// A source that failed may answer in a minute; facts with a failure are kept an hour, not the full cache time.
const afterFailureMs = hourMs;
/** Facts younger than this are reused even when a refresh is asked for. */
export const refreshIntervalMs = 10 * 60_000;

/** A company's facts as cached, with when they were fetched. */
export type CachedFacts = { facts: CompanyFacts; fetchedAt: Date };

/** The sources a cached row was fetched with: facts fetched with others are not reused. */
const configuredOf = (sources: ResearchSources) => Object.keys(sources.clients).sort().join(',');

/**
 * The cached facts of these companies that are still fresh for the sources configured now, by company key,
 * in one statement (a search researches up to 50 companies: one read, not one each). Nothing is cached
 * when no source is configured, so nothing is read then.
 */
export async function cachedCompanyFacts(db: Db, sources: ResearchSources, names: string[], now: Date): Promise<Map<string, CachedFacts>> {
  const configured = configuredOf(sources);
  const keys = [...new Set(names.map(companyKey).filter((key) => key !== ''))];
  if (configured === '' || keys.length === 0) return new Map();
  const rows = await db
    .select({ companyKey: companyFacts.companyKey, facts: companyFacts.facts, fetchedAt: companyFacts.fetchedAt })
    .from(companyFacts)
    .where(and(inArray(companyFacts.companyKey, keys), eq(companyFacts.configured, configured), gt(companyFacts.expiresAt, now)));
  return new Map(rows.map(({ companyKey: key, ...row }) => [key, row]));
}

/**
 * A company's facts from the outside sources: the cached ones while they are fresh and were fetched
 * with the same sources configured, else fetched now and cached for everyone. `refresh` skips the cache
 * unless the facts were fetched within the last 10 minutes. `cache`: the cached facts already read for
 * this company's search (cachedCompanyFacts), instead of a read of its own.
 */
export async function loadCompanyFacts(
  db: Db,
  sources: ResearchSources,
  name: string,
  { now, refresh = false, signal, cache }: { now: Date; refresh?: boolean; signal?: AbortSignal; cache?: Map<string, CachedFacts> },
): Promise<{ facts: CompanyFacts; cached: boolean }> {
  const key = companyKey(name);
  const configured = configuredOf(sources);
  if (key !== '' && configured !== '') {
    const row = cache ? cache.get(key) : (await cachedCompanyFacts(db, sources, [name], now)).get(key);
    // "Research again" asks the sources afresh, but not more than once in a few minutes (they are shared),
    // unless one of them failed last time.
    const recent = row && now.getTime() - row.fetchedAt.getTime() < refreshIntervalMs && !row.facts.gaps.some((gap) => gap.reason === 'failed');
    const fresh = row && (!refresh || recent);
    if (fresh) return { facts: row.facts, cached: true };
  }
  const facts = await gatherCompanyFacts(name, sources.clients, { now, ...(signal ? { signal } : {}) });
  // Facts gathered while stopping are partial; nothing asked means nothing worth keeping.
  if (key === '' || configured === '' || signal?.aborted) return { facts, cached: false };
  const failed = facts.gaps.some((gap) => gap.reason === 'failed');
  const expiresAt = new Date(now.getTime() + (failed ? Math.min(afterFailureMs, sources.ttlHours * hourMs) : sources.ttlHours * hourMs));
  await db
    .insert(companyFacts)
    .values({ companyKey: key, facts, configured, fetchedAt: now, expiresAt })
    .onConflictDoUpdate({ target: companyFacts.companyKey, set: { facts, configured, fetchedAt: now, expiresAt } });
  return { facts, cached: false };
}
