import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { postingColumns, postingFromRow } from './posting-from-row';
import type { StoredPosting } from './upsert-postings';
import { arrayParam } from '../../db/array-param';

/**
 * A posting's row version: the transaction that wrote the row as it is (`xmin`) and where that version
 * lies (`ctid`, which tells apart two writes of one transaction), so every write changes it. (Transaction
 * ids are 32-bit: one posting would have to show the same pair again four billion transactions later, to
 * a process that kept the old row all that time, to be mistaken.)
 */
export const postingVersion = sql<string>`${postings}.xmin::text || ':' || ${postings}.ctid::text`;

/** What the postings kept per database may come to (their text, roughly); the least recently used go first. */
const maxCachedBytes = 48 * 1024 * 1024;

type Cached = { version: string; posting: StoredPosting };
type Cache = { entries: Map<number, Cached & { bytes: number }>; bytes: number };

/** One cache per database handle: the same id on another database is another posting. */
const caches = new WeakMap<Db, Cache>();

/** A posting's size in memory at most, near enough: every text at two bytes a character (one curly quote makes V8 store a string so; tracking links run to kilobytes) and a little for the rest. */
function sizeOf(posting: StoredPosting): number {
  let characters = 0;
  for (const value of Object.values(posting))
    if (typeof value === 'string') characters += value.length;
    else if (value && typeof value === 'object' && !(value instanceof Date)) characters += JSON.stringify(value).length;
  return 1_024 + 2 * characters;
}

/** A posting shared by many runs can be read by all of them but changed by none (a change would be the next run's data). */
function frozen(posting: StoredPosting): StoredPosting {
  for (const value of Object.values(posting)) if (value && typeof value === 'object' && !(value instanceof Date)) Object.freeze(value);
  return Object.freeze(posting);
}

/**
 * Whole postings by id at the versions just read. Thousands of scheduled runs due together list the
 * same few thousand postings, each with its description: a posting is read whole once per version and
 * then served from memory. A posting written since its version was read (or closed, or gone) is read
 * again now; the answer has the postings found open, each at the version it was read at, which may be
 * newer than the one asked for.
 */
export async function cachedPostings(db: Db, wanted: { id: number; version: string }[]): Promise<Map<number, Cached>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), bytes: 0 }));
  const { entries } = cache;
  const found = new Map<number, Cached>();
  const missing: number[] = [];
  for (const { id, version } of wanted) {
    const cached = entries.get(id);
    if (cached?.version === version) {
      // Most recently used last: a Map keeps insertion order.
      entries.delete(id);
      entries.set(id, cached);
      found.set(id, cached);
    } else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await db
    .select({ version: postingVersion, row: postingColumns })
    .from(postings)
    .where(sql`${postings.id} = any(${arrayParam(missing, 'bigint')}) and ${postings.closedAt} is null`);
  for (const { version, row } of rows) {
    const posting = postingFromRow(row);
    if (!posting) continue;
    // Frozen too: a caller that wrote to its entry would change what later runs read, and the cache's count.
    const entry = Object.freeze({ version, posting: frozen(posting), bytes: sizeOf(posting) });
    cache.bytes += entry.bytes - (entries.get(row.id)?.bytes ?? 0);
    entries.delete(row.id);
    entries.set(row.id, entry);
    found.set(row.id, entry);
  }
  for (const [id, entry] of entries) {
    if (cache.bytes <= maxCachedBytes) break;
    entries.delete(id);
    cache.bytes -= entry.bytes;
  }
  return found;
}
