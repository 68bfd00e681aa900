import type { SavedJob } from '@seeker/contract';

const workplaceLabels = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' } as const;

/** How a job (or one of its places) is worked, as its source or text says. */
export function workplaceLabel(place: Pick<SavedJob, 'workplace'> & { remote?: boolean }): string | null {
  if (place.workplace) return workplaceLabels[place.workplace];
  return place.remote ? workplaceLabels.remote : null;
}
