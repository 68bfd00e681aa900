const dayMs = 86_400_000;

/** Whole days from `since` to `now`; 0 within the first day (and for a moment not yet reached). */
export function daysSince(since: string, now: number = Date.now()) {
  const start = new Date(since).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / dayMs));
}

/** "3 days in Applied"; "Less than a day in Applied" on the day of the move. */
export function timeInColumn(since: string, columnLabel: string, now?: number) {
  const days = daysSince(since, now);
  if (days === 0) return `Less than a day in ${columnLabel}`;
  return `${days} ${days === 1 ? 'day' : 'days'} in ${columnLabel}`;
}
