import { companyKey, gatherCompanyFacts, type CompanyFacts } from '@seeker/agents';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyFacts } from '../../db/schema';
import type { ResearchSources } from '../../research-sources/research-sources';

const hourMs = 3_600_000;
// A source that failed may answer in a minute; facts with a failure are kept an hour, not the full cache time.
const afterFailureMs = hourMs;
/** Facts younger than this are reused even when a refresh is asked for. */
export const refreshIntervalMs = 10 * 60_000;

/**
 * A company's facts from the outside sources: the cached ones while they are fresh and were fetched
 * with the same sources configured, else fetched now and cached for everyone. `refresh` skips the cache
 * unless the facts were fetched within the last 10 minutes.
 */
export async function loadCompanyFacts(
  db: Db,
  sources: ResearchSources,
  name: string,
  { now, refresh = false, signal }: { now: Date; refresh?: boolean; signal?: AbortSignal },
): Promise<{ facts: CompanyFacts; cached: boolean }> {
  const key = companyKey(name);
  const configured = Object.keys(sources.clients).sort().join(',');
  if (key !== '') {
    const [row] = await db
      .select({ facts: companyFacts.facts, fetchedAt: companyFacts.fetchedAt })
      .from(companyFacts)
      .where(and(eq(companyFacts.companyKey, key), eq(companyFacts.configured, configured), gt(companyFacts.expiresAt, now)));
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
