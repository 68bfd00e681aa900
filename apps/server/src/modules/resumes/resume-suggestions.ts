import type { ConfirmedResume, ResumeSuggestions } from '@seeker/contract';

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
 * What the wizard offers from a resume, in its own words and order: its roles' titles, its listed skills and its
 * places. Only what the resume says (never a taxonomy's label: the wizard shows them as "From your resume").
 */
export function resumeSuggestions(resume: ConfirmedResume): ResumeSuggestions {
  return {
    roles: distinct(
      resume.work.map((role) => role.position),
      most.roles,
    ),
    skills: distinct(
      resume.skills.map((skill) => skill.name),
      most.skills,
    ),
    places: distinct([resume.basics.location?.city, ...resume.work.map((role) => role.location)], most.places),
  };
}
