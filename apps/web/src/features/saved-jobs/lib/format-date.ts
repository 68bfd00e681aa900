import type { SavedJob } from '@seeker/contract';

/**
 * What a job's date is: "Posted" only when its source states it. Otherwise it is when Seeker first saw
 * the job, which for a page or typed-in job is the day the user added it.
 */
export function jobDateLabel(job: Pick<SavedJob, 'datePostedStated' | 'source'>): 'Posted' | 'Added' | 'First seen' {
  if (job.datePostedStated) return 'Posted';
  return job.source === 'page' ? 'Added' : 'First seen';
}

/** How well a job matches, as its badge says it: a job added before there was anything to rank it by is "Not ranked", never "0% match". */
export function matchText(job: Pick<SavedJob, 'ranked' | 'matchScore'>): string {
  return job.ranked ? `${job.matchScore}% match` : 'Not ranked';
}
