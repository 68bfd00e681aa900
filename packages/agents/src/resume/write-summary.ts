import type { ParsedResume } from '@seeker/contract';
import { listOf } from '../text/list-of';
import { experienceYears, yearsAs, yearsWithSkill } from './experience-years';
import { findSkills } from './find-skills';
import type { WritingLanguage } from './language';
import { latestRole } from './latest-role';
import type { Skill } from './skill-vocabulary';
import { statedYearsPattern, summaryPhrases } from './summary-phrases';
import { namedSkills, type ReadFrom } from './unchecked-resume';

export type SummarySkill = { skill: Skill; wording: string };

/**
 * A summary aimed at the posting, in the language it is written in (language.ts's writingLanguage), from
 * facts in the resume only: who the candidate is (their headline or latest title, by the roles' dates), how long they have worked (from their own dates, unless their summary already says),
 * the matching skills they have shown, then their own summary. Years go with the skills only when the
 * roles that name every one of those skills add up to the same years; otherwise they stand alone.
 */
export function writeSummary(
  resume: ParsedResume,
  matching: readonly SummarySkill[],
  now: Date,
  language: WritingLanguage = 'en',
  readFrom: ReadFrom = 'confirmed',
): string {
  const phrases = summaryPhrases[language];
  // Unchecked, a title or dates may be a misread: the summary names only skills the resume lists, with no title or years.
  if (readFrom === 'unchecked') {
    const named = namedSkills(resume);
    const skills = listOf(
      matching
        .filter(({ skill }) => named.has(skill))
        .slice(0, 4)
        .map(({ wording }) => wording),
      language,
    );
    return [skills ? phrases.experiencedIn(skills) : '', resume.summary].filter(Boolean).join(' ');
  }
  // A headline that is a label ("title: Resume"), or glued to an address ("Engineer321 Gotham St"), is no one's title.
  const headline = /[:#*<>]|\p{L}\d/u.test(resume.contact.headline) ? '' : resume.contact.headline;
  // The latest title is the latest role's by its dates, not the first one listed.
  const who = headline || latestRole(resume.experience)?.role.split(',')[0]?.trim() || '';
  statedYearsPattern.lastIndex = 0;
  // "Software Engineer with N years" says N years as a software engineer: only the roles of that title count.
  // A skill in the title ("React Developer") holds the years to the roles that name it, as in the guard.
  const titleSkills = [...findSkills(who, 'list').keys()];
  // A role held "to present" was so when the resume was written, which may be years before it is uploaded: a count of
  // years through it may be true neither then nor now ("Food Truck Worker with 12 years" from "Fall 2014 – Current" in
  // a student's resume of 2015). Years are stated only where every role has ended.
  const ongoing = resume.experience.some((entry) => entry.dates !== null && (entry.dates.current || !entry.dates.end));
  const years =
    statedYearsPattern.test(resume.summary) || ongoing
      ? 0
      : Math.min(
          experienceYears(resume, now),
          who ? yearsAs(resume, who, now) : 0,
          ...titleSkills.map((skill) => yearsWithSkill(resume, skill, now)),
        );
  const shown = matching.slice(0, 4);
  const skills = listOf(
    shown.map(({ wording }) => wording),
    language,
  );
  let lead = '';
  if (who && years >= 1 && skills && shown.every(({ skill }) => yearsWithSkill(resume, skill, now) === years))
    lead = phrases.withYearsIn(who, phrases.years(years), skills);
  else if (who && years >= 1)
    lead = [phrases.withYears(who, phrases.years(years)), skills ? phrases.experiencedIn(skills) : ''].filter(Boolean).join(' ');
  else if (who && skills) lead = phrases.whoExperiencedIn(who, skills);
  else if (skills) lead = phrases.experiencedIn(skills);
  return [lead, resume.summary].filter(Boolean).join(' ');
}
