import type { ParsedResume } from '@seeker/contract';
import { parseResume } from '../resume/parse-resume';
import { asConfirmed } from '../resume/unchecked-resume';

/** What a resume's owner confirms when the check step shows every field read right: tests of full tailoring start here. */
export function confirmedAsRead(text: string): ParsedResume {
  return asConfirmed(parseResume(text));
}
