import type { SourceStatus } from '@seeker/contract';

/** "08:50" today, "Nov 22, 08:50" before: when a feed's last read failed, in the reader's own time zone. */
export function failureTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString() ? time : `${at.toLocaleDateString([], { month: 'short', day: 'numeric' })}, ${time}`;
}

/** "Arbeitnow: last read failed at 08:50, HTTP 500; its postings may be stale". */
export function staleSourceText(source: SourceStatus, now = new Date()): string {
  const when = source.failedAt ? ` at ${failureTime(source.failedAt, now)}` : '';
  return `${source.label}: last read failed${when}${source.error ? `, ${source.error}` : ''}; its postings may be stale`;
}
