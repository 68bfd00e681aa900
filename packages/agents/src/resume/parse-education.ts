import type { EducationEntry } from '@seeker/contract';
import type { ResumeLine } from './resume-lines';
import { splitHeader } from './split-header';

export const degreePattern =
  /\b(?:bachelor|master|doctor|associate|ph\.?\s?d|m\.?\s?d|j\.?\s?d|mba|m\.?b\.?a|b\.?\s?s\.?c?|b\.?\s?a|m\.?\s?s\.?c?|m\.?\s?a|b\.?\s?eng|m\.?\s?eng|bsn|msn|adn|dnp|diploma|certificate|ged|high school)\b\.?/i;
export const schoolPattern = /\b(?:university|college|institute|school|academy|polytechnic|université|universidad|universität|conservatory|seminary)\b/i;

type Draft = { degree: string; school: string; header: string[]; details: string[] };

/** Degrees with their school, dates and details (GPA, honours), in the order written. */
export function parseEducation(lines: readonly ResumeLine[]): EducationEntry[] {
  const drafts: Draft[] = [];
  for (const line of lines) {
    const header = !line.bullet && (degreePattern.test(line.text) || schoolPattern.test(line.text));
    let current = drafts.at(-1);
    if (header) {
      const hasDegree = degreePattern.test(line.text);
      const hasSchool = schoolPattern.test(line.text);
      if (!current || current.details.length > 0 || (hasDegree && current.degree) || (hasSchool && !hasDegree && current.school)) {
        current = { degree: '', school: '', header: [], details: [] };
        drafts.push(current);
      }
      current.header.push(line.text);
      const { parts } = splitHeader([line.text]);
      for (const part of parts) {
        if (!current.degree && degreePattern.test(part)) current.degree = part;
        else if (!current.school && schoolPattern.test(part)) current.school = part;
      }
      continue;
    }
    if (!current) {
      current = { degree: '', school: '', header: [], details: [] };
      drafts.push(current);
    }
    if (current.details.length === 0 && !line.bullet && !current.school && current.degree) current.school = line.text;
    else current.details.push(line.text);
  }
  return drafts.map(({ degree, school, header, details }) => ({ degree, school, dates: splitHeader(header).dates, details }));
}
