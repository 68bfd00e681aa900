import { tailoringMessages } from '@seeker/contract';

/** Spec part 2 section 5: the one hint under Tailor My Resume. */
export function tailorHint(hasResume: boolean, hasJob: boolean): string {
  if (!hasResume && !hasJob) return tailoringMessages.hintBoth;
  if (!hasJob) return tailoringMessages.hintJob;
  if (!hasResume) return tailoringMessages.hintResume;
  return tailoringMessages.hintReady;
}
