import { formatSalary } from '../normalize/format-salary';
import type { Posting } from '../posting';
import type { MatchSignals } from './ranked-posting';
import { clipText } from './clip-text';
import { isOutdated } from './score-facets';
import { locationShares } from './score-location';
import { salaryShares, statedSalary } from './score-salary';

const separator = ' · ';
const maxParts = 4;
const maxLength = 140;
const maxPartLength = 60;

/**
 * One short line saying why a posting ranks where it does, strongest signals first:
 * "Title matches Frontend Engineer · 4 of 5 skills · Remote · $140k–170k". A weak match says what little
 * matched ("2 of 6 skills · Posted 2 days ago"). At most 4 parts and 140 characters.
 */
export function matchReason(signals: MatchSignals, posting: Posting): string {
  const parts = [
    // First, so the card says it: such a posting is most likely filled.
    isOutdated(signals.ageDays) ? 'Posted over a year ago: it may be closed' : null,
    titlePart(signals),
    signals.companyMatch ? `Target company ${signals.companyMatch}` : null,
    signals.skillsMatched.length > 0 ? `${signals.skillsMatched.length} of ${signals.skillsTotal} skills` : null,
    locationPart(signals, posting),
    salaryPart(signals, posting),
    agePart(signals.ageDays),
  ]
    .filter((part): part is string => part !== null)
    .map((part) => clipText(part, maxPartLength))
    .slice(0, maxParts);
  if (parts.length === 0) return 'Few matches with your preferences';
  while (parts.length > 1 && parts.join(separator).length > maxLength) parts.pop();
  return clipText(parts.join(separator), maxLength);
}

function titlePart(signals: MatchSignals): string | null {
  if (!signals.titleMatch) return null;
  switch (signals.titleMatchKind) {
    case 'partial':
      return `Title partly matches ${signals.titleMatch}`;
    case 'same-occupation':
      return `Same occupation as ${signals.titleMatch}`;
    case 'close-occupation':
      return `Occupation close to ${signals.titleMatch}`;
    case 'related-occupation':
      return `Occupation related to ${signals.titleMatch}`;
    default:
      return `Title matches ${signals.titleMatch}`;
  }
}

function locationPart(signals: MatchSignals, posting: Posting): string | null {
  if (signals.remote) return 'Remote';
  if (!signals.locationMatch) return null;
  // A commute names the job's place and how far it is ("Potsdam, 27 km from Berlin"); a partial place match
  // ("Berlin, Germany" for a job in Munich) where the job is, not what was asked.
  if (signals.shares.location === locationShares.near && posting.location) return `${posting.location}, ${signals.locationMatch}`;
  return signals.shares.location >= 1 ? signals.locationMatch : posting.location || signals.locationMatch;
}

function salaryPart(signals: MatchSignals, posting: Posting): string | null {
  // Only pay that could be read as a yearly amount: a salary ranking could not use is no reason either.
  const stated = statedSalary(posting.salary);
  if (!stated || !signals.annualSalary) return null;
  // Pay above the user's range is still worth showing; pay below it is not a reason.
  if (signals.salaryOverlap === false && signals.shares.salary < salaryShares.above) return null;
  return formatSalary(stated) || null;
}

function agePart(ageDays: number | null): string | null {
  if (ageDays === null || isOutdated(ageDays)) return null;
  if (ageDays === 0) return 'Posted today';
  return ageDays === 1 ? 'Posted yesterday' : `Posted ${ageDays} days ago`;
}
