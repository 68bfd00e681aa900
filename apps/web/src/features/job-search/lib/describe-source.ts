import { formatRecentTime } from '@/lib/format-dates';

/** What the notices need of a feed in trouble: a search's stale status or the health list's entry. */
export type FeedTrouble = { label: string; error?: string | null; failedAt?: string | null; lastSuccessAt?: string | null };

/**
 * "Arbeitnow: last read failed at 08:50 (had an error on its side (HTTP 500)); its postings may be stale", or,
 * for a feed never read, "Jobicy: could not be read yet (last try at 08:50: …)": it has no postings to be stale.
 */
export function staleSourceText(feed: FeedTrouble, now = new Date()): string {
  const when = feed.failedAt ? ` at ${formatRecentTime(feed.failedAt, now)}` : '';
  if (feed.lastSuccessAt === null) return `${feed.label}: could not be read yet (last try${when}${feed.error ? `: ${feed.error}` : ''})`;
  return `${feed.label}: last read failed${when}${feed.error ? ` (${feed.error})` : ''}; its postings may be stale`;
}
