import type { ParsedResume } from '@seeker/contract';
import { parseResume } from '../resume/parse-resume';
import { asConfirmed } from '../resume/unchecked-resume';
import { resumeFixtures } from './resume-fixtures';

/** What a resume's owner confirms when the check step shows every field read right: tests of full tailoring start here. */
export function confirmedAsRead(text: string): ParsedResume {
  return asConfirmed(parseResume(text));
}

/** A fixture resume and its posting as a request, its structure confirmed as read: the request of a full tailoring or letter. */
export function confirmedFixtureRequest(kind: keyof typeof resumeFixtures, now: Date) {
  const fixture = resumeFixtures[kind];
  return {
    resumeText: fixture.resume,
    confirmed: confirmedAsRead(fixture.resume),
    jobDescription: fixture.job,
    jobTitle: fixture.title,
    company: fixture.company,
    now,
  };
}
