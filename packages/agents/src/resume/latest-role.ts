import type { DateRange, ExperienceEntry } from '@seeker/contract';

/**
 * The roles, latest first by their own dates, not by where the resume lists them (many list their first
 * job first): a role held now before any that ended, then the later end, then the later start. Roles with
 * no date go last, in the resume's order; so do all of them when none has a date.
 */
export function rolesLatestFirst<Entry extends Pick<ExperienceEntry, 'dates'>>(experience: readonly Entry[]): Entry[] {
  return experience
    .map((entry, index) => ({ entry, index, end: endOf(entry.dates), start: startOf(entry.dates) }))
    .sort((left, right) => right.end - left.end || right.start - left.start || left.index - right.index)
    .map(({ entry }) => entry);
}

/** The role held last by its dates; the first listed when no role has a date. */
export function latestRole<Entry extends Pick<ExperienceEntry, 'dates'>>(experience: readonly Entry[]): Entry | undefined {
  return rolesLatestFirst(experience)[0];
}

// A month as a number to compare: a bare year starts in its January and ends in its December.
function monthOf(point: string | null | undefined, side: 'start' | 'end'): number {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(point ?? '');
  if (!match) return Number.NEGATIVE_INFINITY;
  const month = match[2] ? Number(match[2]) - 1 : side === 'start' ? 0 : 11;
  return Number(match[1]) * 12 + month;
}

function endOf(dates: DateRange | null): number {
  if (!dates) return Number.NEGATIVE_INFINITY;
  if (dates.current) return Number.POSITIVE_INFINITY;
  const end = monthOf(dates.end, 'end');
  return end === Number.NEGATIVE_INFINITY ? monthOf(dates.start, 'end') : end;
}

function startOf(dates: DateRange | null): number {
  if (!dates) return Number.NEGATIVE_INFINITY;
  const start = monthOf(dates.start, 'start');
  return start === Number.NEGATIVE_INFINITY ? monthOf(dates.end, 'start') : start;
}
