import type { CompanyHiring } from '@seeker/contract';
import type { Posting } from '../job-discovery/posting';
import { postingSourceLabels, type PostingSource } from '../job-discovery/source-names';
import { salaryRanges } from './salary-ranges';
import { byCountThenName, tally } from './tally';
import { textKey } from './text-key';

const topN = 10;

/** What one company's open postings show; every number is counted, nothing is estimated. */
export function summarizeHiring(postings: Posting[]): CompanyHiring {
  const remote = postings.filter((posting) => posting.remote).length;
  return {
    openRoles: postings.length,
    roles: tally(
      postings.map((posting) => posting.title),
      textKey,
    )
      .slice(0, topN)
      .map(({ name, count }) => ({ title: name, count })),
    locations: tally(
      postings.map((posting) => posting.location),
      textKey,
    ).slice(0, topN),
    remoteShare: postings.length === 0 ? 0 : remote / postings.length,
    salaryRanges: salaryRanges(postings),
    departments: tally(
      postings.flatMap((posting) => (posting.department ? [posting.department] : [])),
      textKey,
    ).slice(0, topN),
    sources: sourceCounts(postings),
    lastPostedAt: lastPostedAt(postings),
  };
}

/** Locations of the postings that are not remote: the only offices postings can vouch for. */
export function officeLocations(postings: Posting[]): string[] {
  const onSite = postings.filter((posting) => !posting.remote).map((posting) => posting.location);
  return tally(onSite, textKey)
    .slice(0, topN)
    .map(({ name }) => name);
}

function sourceCounts(postings: Posting[]): CompanyHiring['sources'] {
  const counts = new Map<PostingSource, number>();
  for (const { source } of postings) counts.set(source, (counts.get(source) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort(byCountThenName)
    .map(({ name, count }) => ({ name, label: postingSourceLabels[name], count }));
}

function lastPostedAt(postings: Posting[]): string | null {
  let newest = Number.NEGATIVE_INFINITY;
  for (const { postedAt } of postings) {
    const time = postedAt?.getTime() ?? Number.NaN;
    if (Number.isFinite(time) && time > newest) newest = time;
  }
  return Number.isFinite(newest) ? new Date(newest).toISOString() : null;
}
