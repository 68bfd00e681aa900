import type { ParsedResume } from '@seeker/contract';
import { monthsIn } from './dates';

/** Whole years from the first role's start to the last role's end (or now); 0 when the dates cannot be read. */
export function experienceYears(resume: ParsedResume, now: Date): number {
  const ranges = resume.experience.map((entry) => entry.dates).filter((dates) => dates?.start);
  if (ranges.length === 0) return 0;
  const earliest = ranges.reduce((first, dates) => (dates!.start! < first!.start! ? dates : first));
  const latestEnd = ranges.some((dates) => dates!.current) ? null : ranges.map((dates) => dates!.end ?? '').sort().at(-1)!;
  const span = monthsIn({ text: '', start: earliest!.start, end: latestEnd, current: latestEnd === null }, now);
  return Math.floor(span / 12);
}
