export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'other';

const headings: Record<SectionKind, string[]> = {
  summary: ['summary', 'professional summary', 'career summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective', 'overview', 'summary of qualifications', 'qualifications summary', 'personal statement'],
  experience: ['experience', 'work experience', 'professional experience', 'relevant experience', 'employment', 'employment history', 'work history', 'career history', 'clinical experience', 'sales experience', 'professional background', 'experience highlights'],
  education: ['education', 'education and training', 'academic background', 'academic history', 'education and certifications'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies', 'areas of expertise', 'expertise', 'technologies', 'tools', 'skills and tools', 'tools and technologies', 'skills and abilities', 'clinical skills', 'skills and certifications', 'technical proficiencies'],
  other: ['certifications', 'certificates', 'licenses', 'licensure', 'licenses and certifications', 'certifications and licenses', 'projects', 'selected projects', 'awards', 'honors', 'honors and awards', 'awards and honors', 'achievements', 'publications', 'volunteer', 'volunteering', 'volunteer experience', 'languages', 'interests', 'activities', 'leadership', 'affiliations', 'memberships', 'professional affiliations', 'references', 'additional information', 'training', 'courses', 'patents'],
};

const kindOf = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(headings) as [SectionKind, string[]][]) for (const name of names) kindOf.set(name, kind);

/** The section a line opens ("WORK EXPERIENCE", "Skills:", "Education & Training"), or null for any other line. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > 48) return null;
  const key = line
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return kindOf.get(key) ?? null;
}
