import type { ConfirmedResume, FoundOccupation, ResumeSuggestions } from '@seeker/contract';
import { foundOccupations, likelyTitleLanguages } from '../../taxonomy/found-occupations';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';

const most = { roles: 6, skills: 15, places: 4 } as const;

// Each once, as first written: "Bookkeeper" and "bookkeeper" are one suggestion.
function distinct(values: readonly (string | undefined)[], limit: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (!text || text.length > 100 || seen.has(text.toLocaleLowerCase())) continue;
    seen.add(text.toLocaleLowerCase());
    kept.push(text);
    if (kept.length === limit) break;
  }
  return kept;
}

/**
 * What the wizard offers from a resume: its roles' titles (the latest first, as the resume lists them) and the
 * occupations found surely for them, its listed skills and its places. Only what the resume says; nothing is filled in.
 */
export function resumeSuggestions(resume: ConfirmedResume, occupations: readonly (FoundOccupation | null)[] = []): ResumeSuggestions {
  const titles = resume.work.map((role) => role.position);
  return {
    roles: distinct([...titles, ...occupations.map((occupation) => occupation?.label)], most.roles),
    skills: distinct(
      resume.skills.map((skill) => skill.name),
      most.skills,
    ),
    places: distinct([resume.basics.location?.city, ...resume.work.map((role) => role.location)], most.places),
  };
}

/** The suggestions of a resume read from its text, with the occupations its roles name where the taxonomy is installed. */
export async function suggestFrom(occupations: OccupationKnowledge, resume: ConfirmedResume, text: string): Promise<ResumeSuggestions> {
  const found = await foundOccupations(
    occupations,
    resume.work.map((role) => role.position),
    likelyTitleLanguages(text),
  );
  return resumeSuggestions(resume, found ?? []);
}
