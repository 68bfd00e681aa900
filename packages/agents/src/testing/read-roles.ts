import { parseResume } from '../resume/parse-resume';

/** The roles the layout reader finds in a text, each as [title, employer, start, end or 'present']: what resume tests compare. */
export const readRoles = (text: string) =>
  parseResume(text).experience.map((entry) => [
    entry.role,
    entry.company,
    entry.dates?.start ?? null,
    entry.dates?.current ? 'present' : (entry.dates?.end ?? null),
  ]);
