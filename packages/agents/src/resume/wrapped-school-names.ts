import { findHeaderDates } from './dates';
import { degreePattern, schoolPattern } from './degree-and-school-words';
import type { ResumeLine } from './resume-lines';

/** A line that goes on with the name above it: a word that joins ("and Boston College", "of Technology", "de Lyon"). */
const joinsOn = /^(?:and|&|of|for|at|de|du|des|der|für|di|del|della|van|voor|und|et|y|e|i)\s+\S/u;
/** A school's word alone on its line: "School", "High School" ("Realschule Nord" is a whole name). */
const schoolWordOnly = new RegExp(`^(?:(?:senior|junior|national|public)\\s+)?(?:high\\s+)?(?:${schoolPattern.source})$`, 'iu');

const words = (text: string) => text.trim().split(/\s+/).length;

/**
 * A school's name that a narrow column wrapped ("Nagpandayan National High" over "School", "University College
 * Dublin" over "and Boston College") is one line: the lower line opens with a word that joins it to the name above,
 * or is the school's word the upper line lacks. Neither line may hold dates or be a list's item.
 */
export function withWrappedSchoolNames(lines: readonly ResumeLine[]): ResumeLine[] {
  const joined: ResumeLine[] = [];
  for (const line of lines) {
    const above = joined.at(-1);
    const text = line.text.trim();
    const goesOn =
      above !== undefined &&
      !line.bullet &&
      words(text) <= 4 &&
      !findHeaderDates(text) &&
      !findHeaderDates(above.text) &&
      !/[.;:]$/.test(above.text.trim()) &&
      ((joinsOn.test(text) && schoolPattern.test(`${above.text} ${text}`)) ||
        (schoolWordOnly.test(text) &&
          /^\p{Lu}/u.test(above.text.trim()) &&
          // A detail ("Gesamtnotendurchschnitt: gut", "GPA 3.8") is no name's start.
          !/[:\d]/.test(above.text) &&
          words(above.text) <= 5 &&
          !schoolPattern.test(above.text) &&
          !degreePattern.test(above.text)));
    if (goesOn) joined[joined.length - 1] = { ...above, text: `${above.text.trim()} ${text}` };
    else joined.push(line);
  }
  return joined;
}
