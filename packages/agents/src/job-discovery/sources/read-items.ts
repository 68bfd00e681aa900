import type { RawPosting } from '../raw-posting';
import { isSourceError } from '../source-error';
import { readRecord } from './read-values';

/** Most postings one fetch of a feed keeps, however many its answer lists. */
export const maxPostings = 1_000;
/** Most postings one keyed search keeps: we ask for 50, and an answer that sends more is cut here. */
export const maxSearchResults = 100;

/**
 * The postings read from a source's list, in order: an item that is not an object, or that `readOne`
 * cannot read, is skipped (never the whole answer); reading stops at `max` postings.
 */
export function readItems(
  list: readonly unknown[],
  readOne: (item: Record<string, unknown>) => RawPosting | undefined,
  max = Number.POSITIVE_INFINITY,
): RawPosting[] {
  const postings: RawPosting[] = [];
  for (const item of list) {
    if (postings.length >= max) break;
    const record = readRecord(item);
    const posting = record && readOne(record);
    if (posting) postings.push(posting);
  }
  return postings;
}

/** One page of a paged feed, and whether the source says another one follows. */
export type FeedPage = { postings: RawPosting[]; more: boolean };

/**
 * A paged feed, asked page by page (0, 1, 2… below `maxPages`) until a page is the last one or
 * `maxPostings` are read: at most `maxPostings` in all.
 */
export async function readPages(maxPages: number, fetchPage: (page: number) => Promise<FeedPage>): Promise<RawPosting[]> {
  return (await readAllPages(maxPages, fetchPage)).postings;
}

/**
 * `readPages`, saying whether the list was read to its last page (`complete`): a board read in part (past
 * `maxPages` or `maxPostings`) must not close what it did not list.
 */
export async function readAllPages(
  maxPages: number,
  fetchPage: (page: number) => Promise<FeedPage>,
): Promise<{ postings: RawPosting[]; complete: boolean }> {
  const postings: RawPosting[] = [];
  for (let page = 0; page < maxPages && postings.length < maxPostings; page++) {
    const { postings: read, more } = await fetchPage(page);
    postings.push(...read);
    if (!more) return { postings: postings.slice(0, maxPostings), complete: postings.length <= maxPostings };
  }
  return { postings: postings.slice(0, maxPostings), complete: false };
}

/** One page of a list whose pages may repeat: its items and, where the list states it, how many it has in all. */
export type KeyedPage<T> = { items: T[]; total?: number };

/**
 * A list read page by page (0, 1, 2… below `maxPages`; `fetchPage` is told how many items are read so far), each item
 * once by its key, until a page lists none, a page brings nothing new (the site ignores the page asked for), or the
 * count the list states is reached. `complete` only when the list was read to its end: every item it counts, or (where
 * it counts none) up to a page without items; never after a repeated page or at the page bound.
 */
export async function readKeyedPages<T>(
  maxPages: number,
  keyOf: (item: T) => string,
  fetchPage: (page: number, read: number) => Promise<KeyedPage<T>>,
): Promise<{ items: Map<string, T>; complete: boolean }> {
  const items = new Map<string, T>();
  let total: number | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await fetchPage(page, items.size);
    if (answer.total !== undefined) total = Math.max(total ?? 0, answer.total);
    const before = items.size;
    for (const item of answer.items) if (!items.has(keyOf(item))) items.set(keyOf(item), item);
    const ended = answer.items.length === 0;
    const repeated = !ended && items.size === before;
    const counted = total !== undefined && items.size >= total;
    if (ended || repeated || counted) return { items, complete: !repeated && (total === undefined ? ended : counted) };
  }
  return { items, complete: false };
}

/**
 * The answer of one job a user asked for (a list without descriptions has it only there), or null when its site no
 * longer has it: a `not-found` says nothing of the board, which stays as listed, never gone.
 */
export async function readWantedJob<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isSourceError(error, 'not-found')) return null;
    throw error;
  }
}

/** The board's postings with the wanted job in its listed copy's place (`merge` says what each gives), or added when not listed. */
export function putWantedJob(
  postings: RawPosting[],
  job: RawPosting,
  merge: (listed: RawPosting, job: RawPosting) => RawPosting = (_, whole) => whole,
): RawPosting[] {
  const at = postings.findIndex((posting) => posting.sourceId === job.sourceId);
  if (at >= 0) postings[at] = merge(postings[at]!, job);
  else postings.push(job);
  return postings;
}
