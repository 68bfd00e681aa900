import type { OccupationIndex } from './occupation-index';
import type { TitleLanguage } from './occupation-index-data';
import { occupationForTitle } from './occupation-for-title';

/** How close two ISCO-08 unit groups are: the same unit group 1, the same minor group 0.75; else 0 ("science and
 * engineering professionals", a sub-major group, holds explosives engineers and bioinformaticians). */
export function iscoCloseness(left: string, right: string): number {
  if (!/^\d{4}$/.test(left) || !/^\d{4}$/.test(right)) return 0;
  return left === right ? 1 : left.slice(0, 3) === right.slice(0, 3) ? 0.75 : 0;
}

// Only an occupation found surely enough to show is compared (occupation-for-title.ts: 85% of those are right); a
// likelier guess would state a closeness the titles do not.
function likelyGroups(index: OccupationIndex, title: string, languages: readonly TitleLanguage[] | undefined) {
  const match = occupationForTitle(index, title, languages);
  return match ? [{ isco: match.occupation.code, label: match.occupation.label, confidence: match.confidence }] : [];
}

/**
 * How close the occupation a job's title names is to one a person's roles name (0–1): the closeness of their ISCO
 * groups, times how sure both readings are; undefined where a title's occupation is not surely known or none is close.
 */
export function occupationCloseness(
  index: OccupationIndex,
  jobTitle: string,
  roleTitles: readonly string[],
  languages?: readonly TitleLanguage[],
): Closeness | undefined {
  const job = likelyGroups(index, jobTitle, languages);
  let closest: Closeness | undefined;
  for (const role of job.length === 0 ? [] : roleTitles.slice(0, 20)) {
    for (const held of likelyGroups(index, role, languages))
      for (const wanted of job) {
        const closeness = iscoCloseness(wanted.isco, held.isco) * Math.min(wanted.confidence, held.confidence);
        if (closeness > (closest?.closeness ?? 0)) closest = { closeness, job: wanted.label, role: held.label };
      }
  }
  return closest;
}

/** How close, and the two occupations (ESCO's English labels) that are. */
export type Closeness = { closeness: number; job: string; role: string };
