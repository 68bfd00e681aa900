import { formatSalary } from './normalize/format-salary';
import { jobKey } from './normalize/fingerprint';
import type { MergedPosting } from './merge-postings';
import type { Posting } from './posting';
import type { Workplace } from './raw-posting';
import { postingSourceLabels } from './source-names';

/** Another place the same job is offered, with what differs there. */
export type JobPlace = { location: string; workplace: Workplace | null; salary: string; url: string; sourceLabel: string; fingerprint: string };
export type PlacedPosting<T extends Posting> = MergedPosting<T> & { places: JobPlace[] };

function placeOf(posting: Posting): string {
  return posting.location || (posting.remote ? 'Remote' : '');
}

/** A ranked item whose posting lists the other places of its job. */
export type Gathered<R extends { posting: MergedPosting<Posting> }> = Omit<R, 'posting'> & { posting: R['posting'] & { places: JobPlace[] } };

/**
 * One job in many places is one result: postings of one company with the same title (its place suffix
 * aside) in different places become the best-ranked one, listing every other place with its way of working
 * and pay. Order is kept; a place never hides another job ("Frontend Engineer" and "Backend Engineer", or two
 * openings with one title in one city, stay apart).
 */
export function gatherPlaces<R extends { posting: MergedPosting<Posting> }>(
  ranked: readonly R[],
  /** The job a posting is (`jobKey`), or a hash of it that a caller kept (as good as the key, short of a hash collision). */
  jobOf: (posting: R['posting']) => string = (posting) => jobKey(posting.company, posting.title, posting.location),
): Gathered<R>[] {
  const byJob = new Map<string, Gathered<R>>();
  const gathered: Gathered<R>[] = [];
  for (const item of ranked) {
    const { posting } = item;
    const key = jobOf(posting);
    const first = byJob.get(key);
    const place = placeOf(posting);
    // The same title in the same place is another opening (another team), not another place: its own result.
    const placeKnown =
      first &&
      [placeOf(first.posting), ...first.posting.places.map((known) => known.location)].some((known) => known.toLowerCase() === place.toLowerCase());
    if (!first || placeKnown) {
      const own = { ...item, posting: { ...posting, places: [] } };
      if (!first) byJob.set(key, own);
      gathered.push(own);
      continue;
    }
    first.posting.places.push({
      location: place,
      workplace: posting.workplace,
      salary: posting.salary ? formatSalary(posting.salary) : '',
      url: posting.sourceUrl,
      sourceLabel: postingSourceLabels[posting.source],
      fingerprint: posting.fingerprint,
    });
  }
  return gathered;
}
