import type { ParsedResume } from '@seeker/contract';
import { cleanResumeText } from './clean-resume-text';
import { findDateRange } from './dates';
import { splitSections } from './parse-resume';

/** A resume whose parse cannot be trusted: tailoring it would state wrong facts with confidence. */
export class ResumeParseError extends Error {
  override name = 'ResumeParseError';
  constructor(readonly problems: string[]) {
    super(
      `Seeker could not read this resume reliably: ${problems.join('; ')}. Check that each section has its own heading ` +
        '(such as “Experience”, “Education”, “Skills”) and each role a line with its title, employer and dates, then paste the corrected text and tailor again.',
    );
  }
}

/**
 * What is wrong with a parse, or nothing: checked before anything is written from it. A resume with no
 * work history (a student's, a volunteer's) is fine; a work-experience section that yielded no roles,
 * a summary that swallowed the resume, or roles read with neither title nor employer are not.
 */
export function parseProblems(resume: ParsedResume, text: string): string[] {
  const problems: string[] = [];
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain === '') return ['it has no text'];
  if (plain.length < 300) return problems;
  const sections = splitSections(cleanResumeText(text));
  const experienceLines = sections
    .filter((section) => section.kind === 'experience')
    .reduce((count, section) => count + section.lines.filter((line) => line.trim() !== '').length, 0);
  const datedOutside = sections
    .filter((section) => section.kind === 'contact' || section.kind === 'summary')
    .flatMap((section) => section.lines)
    .filter((line) => {
      const range = line.trim().length < 120 ? findDateRange(line)?.range : undefined;
      return range !== undefined && range.start !== range.end;
    }).length;
  if (resume.experience.length === 0 && (experienceLines >= 3 || datedOutside >= 2))
    problems.push('it has dated lines but no roles were found under a work-experience heading');
  if (resume.summary.length > 1200 && resume.summary.length > plain.length * 0.4)
    problems.push('the summary took in most of the resume, so its sections were not told apart');
  const bare = resume.experience.filter((entry) => !entry.company && !entry.role);
  if (resume.experience.length >= 2 && bare.length > resume.experience.length / 2)
    problems.push(`${bare.length} of ${resume.experience.length} roles were read without a title or an employer`);
  return problems;
}

export function assertTrustworthyParse(resume: ParsedResume, text: string) {
  const problems = parseProblems(resume, text);
  if (problems.length > 0) throw new ResumeParseError(problems);
}
