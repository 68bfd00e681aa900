import type { ExperienceEntry, ParsedResume, TailoringChange } from '@seeker/contract';
import { tokenize } from '../text/tokenize';
import { findSkills, foundOnlyByKind } from './find-skills';
import type { WritingLanguage } from './language';
import type { JobPosting, RequiredSkill } from './read-job-posting';
import { skillsShown, skillsShownAtWork } from './resume-skills';
import { isSameName, rewordSkill } from './reword-skill';
import { stem } from './stem';
import { namedSkills, type ReadFrom } from './unchecked-resume';
import { writeSummary } from './write-summary';

export type Rewrite = { resume: ParsedResume; changes: TailoringChange[] };

/**
 * The rule-based rewrite: the posting's names for skills the resume already shows, those skills
 * brought up into the skills list, bullets that answer the posting first, and a summary that leads
 * with the match. It moves and renames; it never adds an employer, a title, a date, a number or a skill
 * the resume does not show.
 */
export function tailorDeterministic(
  resume: ParsedResume,
  posting: JobPosting,
  now: Date,
  language: WritingLanguage = 'en',
  readFrom: ReadFrom = 'confirmed',
): Rewrite {
  const changes: TailoringChange[] = [];
  const held = skillsShown(resume);
  const shown = posting.skills.filter(({ skill }) => held.has(skill));
  const experience = resume.experience.map((entry) => tailorEntry(entry, shown, posting, changes));
  // The skills list and the summary take skills the work shows (not a degree, a certificate or a
  // language); unchecked, only the skills the resume lists (its bullets may be a misread's).
  const atWork = readFrom === 'unchecked' ? namedSkills(resume) : skillsShownAtWork(resume);
  const skills = tailorSkills(
    resume,
    shown.filter(({ skill }) => atWork.has(skill)),
    changes,
  );
  const ordered = shown.filter(({ skill }) => skill.kind === 'skill' && atWork.has(skill)).sort((left, right) => rank(left) - rank(right));
  const summary = writeSummary({ ...resume, experience }, ordered, now, language, readFrom);
  if (summary !== resume.summary) {
    changes.unshift({ section: 'summary', kind: 'rewritten', title: 'Summary aimed at this job', before: resume.summary, after: summary });
  }
  return { resume: { ...resume, summary, skills, experience }, changes };
}

const rank = (skill: RequiredSkill) => (skill.importance === 'required' ? 0 : 1);

function tailorEntry(entry: ExperienceEntry, shown: readonly RequiredSkill[], posting: JobPosting, changes: TailoringChange[]): ExperienceEntry {
  const where = entry.company || entry.role;
  const reworded = entry.bullets.map((bullet) => {
    const after = shown.reduce((text, { skill, wording }) => rewordSkill(text, skill, wording), bullet);
    if (after !== bullet)
      changes.push({ section: 'experience', kind: 'reworded', title: `Named as the posting does, at ${where}`, before: bullet, after });
    return after;
  });
  const scored = reworded.map((bullet, index) => ({ bullet, index, score: relevance(bullet, shown, posting) }));
  const sorted = [...scored].sort((left, right) => right.score - left.score || left.index - right.index);
  if (sorted.some((item, index) => item.index !== index)) {
    changes.push({
      section: 'experience',
      kind: 'reordered',
      title: `Bullets reordered at ${where}: what the job asks for first`,
      before: reworded.map((bullet) => `• ${bullet}`).join('\n'),
      after: sorted.map(({ bullet }) => `• ${bullet}`).join('\n'),
    });
  }
  return { ...entry, bullets: sorted.map(({ bullet }) => bullet) };
}

function relevance(bullet: string, shown: readonly RequiredSkill[], posting: JobPosting) {
  const found = findSkills(bullet, 'prose');
  let score = 0;
  for (const { skill, importance } of shown) if (found.has(skill)) score += importance === 'required' ? 2 : 1;
  const stems = new Set(tokenize(bullet).map(stem));
  for (const keyword of posting.keywords) if (keyword.stems.every((part) => stems.has(part))) score += 0.5;
  return score;
}

function tailorSkills(resume: ParsedResume, shown: readonly RequiredSkill[], changes: TailoringChange[]): string[] {
  // An item is renamed only when it is wholly another name of the skill ("TS", "k8s"); an item with a
  // qualifier ("Spring Boot", "ASP.NET", "Java and J2EE") keeps its words, and the posting's name goes beside it.
  const renamed = resume.skills.map((item) => {
    const hits = findSkills(item, 'list');
    const match = shown.find(({ skill }) => hits.has(skill) && !foundOnlyByKind(skill, hits.get(skill)!));
    if (!match || hits.size !== 1 || match.wording.toLowerCase() === item.toLowerCase() || !isSameName(item, match.wording)) return item;
    return capitalize(match.wording, item);
  });
  const named = new Set(
    renamed.flatMap((item) => [...findSkills(item, 'list')].filter(([skill, names]) => !foundOnlyByKind(skill, names)).map(([skill]) => skill.name)),
  );
  // A job title ("Registered Nurse") the roles name is not a skill to list.
  const surfaced = shown.filter(({ skill }) => !named.has(skill.name) && skill.kind !== 'title');
  const wanted = (item: string) => {
    const hits = findSkills(item, 'list');
    const index = shown.findIndex(({ skill }) => hits.has(skill));
    return index < 0 ? Number.POSITIVE_INFINITY : rank(shown[index]!) * 1000 + index;
  };
  const seen = new Set<string>();
  const ordered = [...renamed, ...surfaced.map(({ wording }) => asListItem(wording))]
    .filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()))
    .map((item, index) => ({ item, index, order: wanted(item) }))
    .sort((left, right) => left.order - right.order || left.index - right.index)
    .map(({ item }) => item);
  const before = resume.skills.join(', ');
  const after = ordered.join(', ');
  if (surfaced.length > 0) {
    changes.push({
      section: 'skills',
      kind: 'surfaced',
      title: `Skills your experience shows, added to the list: ${surfaced.map(({ wording }) => wording).join(', ')}`,
      before,
      after,
    });
  } else if (after !== before) {
    changes.push({ section: 'skills', kind: 'reordered', title: 'Skills the job asks for listed first, named its way', before, after });
  }
  return ordered;
}

/** "accessibility" in a sentence is "Accessibility" in a list. */
function asListItem(wording: string) {
  return /^[a-z][a-z -]*$/.test(wording) ? wording[0]!.toUpperCase() + wording.slice(1) : wording;
}

function capitalize(wording: string, like: string) {
  return /^[A-Z]/.test(like) && /^[a-z]/.test(wording) ? wording[0]!.toUpperCase() + wording.slice(1) : wording;
}
