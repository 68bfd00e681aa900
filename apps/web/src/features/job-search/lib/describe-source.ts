/** "08:50" today, "Nov 22, 08:50" before: when a feed's last read failed, in the reader's own time zone. */
export function failureTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString() ? time : `${at.toLocaleDateString([], { month: 'short', day: 'numeric' })}, ${time}`;
}

/** What the notices need of a feed in trouble: a search's stale status or the health list's entry. */
export type FeedTrouble = { label: string; error?: string | null; failedAt?: string | null; lastSuccessAt?: string | null };

/**
 * "Arbeitnow: last read failed at 08:50 (had an error on its side (HTTP 500)); its postings may be stale", or,
 * for a feed never read, "Jobicy: could not be read yet (last try at 08:50: …)": it has no postings to be stale.
 */
export function staleSourceText(feed: FeedTrouble, now = new Date()): string {
  const when = feed.failedAt ? ` at ${failureTime(feed.failedAt, now)}` : '';
  if (feed.lastSuccessAt === null) return `${feed.label}: could not be read yet (last try${when}${feed.error ? `: ${feed.error}` : ''})`;
  return `${feed.label}: last read failed${when}${feed.error ? ` (${feed.error})` : ''}; its postings may be stale`;
}
