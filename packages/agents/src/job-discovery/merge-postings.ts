import type { Posting, PostingLink } from './posting';
import { postingSourceLabels } from './source-names';

export type MergedPosting<T extends Posting> = T & { links: PostingLink[] };

/** How complete a posting is: the richest copy of a job seen on several sources is the one shown. */
function richness(posting: Posting) {
  return (
    Math.min(posting.descriptionText.length, 4000) / 100 +
    (posting.salary ? 20 : 0) +
    (posting.board ? 10 : 0) + // the employer's own board beats an aggregator's copy
    posting.qualifications.length +
    (posting.postedAt ? 5 : 0)
  );
}

function linkOf(posting: Posting): PostingLink {
  return { source: posting.source, label: postingSourceLabels[posting.source], url: posting.sourceUrl };
}

const sameText = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, ' ').trim() === b.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Two postings of one source that are two openings: in different places (the source lists them apart, each
 * with its own pay), or in one place with different descriptions (another team). The same text in the
 * same place twice is one job posted again.
 */
function listedApart(known: Posting, posting: Posting): boolean {
  if (known.source !== posting.source || known.sourceId === posting.sourceId) return false;
  return !sameText(known.location, posting.location) || !sameText(known.descriptionText, posting.descriptionText);
}

/**
 * The same job seen on several sources (equal fingerprints) becomes one posting: the richest copy,
 * carrying every source's link for attribution, and the earliest posted date any source states. So does
 * a job one source lists twice with the same place and text (posted again). Two openings of one source
 * (`listedApart`) are never one: each keeps its place ("Remote US" and "Remote UK", each with its own pay;
 * gather-places.ts shows them as one job in several places).
 */
export function mergePostings<T extends Posting>(postings: T[]): MergedPosting<T>[] {
  const groups = new Map<string, T[][]>();
  for (const posting of postings) {
    const sameJob = groups.get(posting.fingerprint);
    if (!sameJob) {
      groups.set(posting.fingerprint, [[posting]]);
      continue;
    }
    const free = sameJob.find((group) => !group.some((known) => listedApart(known, posting)));
    if (free) free.push(posting);
    else sameJob.push([posting]);
  }
  return [...groups.values()].flat().map((group) => {
    const best = group.reduce((a, b) => (richness(b) > richness(a) ? b : a));
    const links: PostingLink[] = [];
    for (const posting of [best, ...group]) {
      const link = linkOf(posting);
      if (!links.some((known) => known.source === link.source && known.url === link.url)) links.push(link);
    }
    const dates = group.flatMap((posting) => (posting.postedAt ? [posting.postedAt.getTime()] : []));
    const postedAt = dates.length > 0 ? new Date(Math.min(...dates)) : best.postedAt;
    // One source saying remote is enough (others may only know a city); else the richest copy's way of working.
    const remote = group.some((posting) => posting.remote);
    const workplace = remote ? 'remote' : (best.workplace ?? group.find((posting) => posting.workplace !== null)?.workplace ?? null);
    return { ...best, postedAt, remote, workplace, links };
  });
}
