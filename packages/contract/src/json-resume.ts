import { z } from 'zod';
import { profileLimits, type EditableProfile, type ProfileEducation, type ProfileExperience, type ProfileLink } from './profile';

/** JSON Resume dates: YYYY, YYYY-MM or YYYY-MM-DD (schema v1.0.0's `iso8601`). */
const isoDate = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/);
const text = (max: number) => z.string().max(max);
/** Read leniently: a value of the wrong kind is dropped, never the whole document. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
/** The first `max` entries (the file itself is at most 1 MB); entries of the wrong shape are dropped. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(z.unknown())
    .optional()
    .catch(undefined)
    .transform((values) =>
      (values ?? []).slice(0, max).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

/**
 * The parts of a JSON Resume (https://jsonresume.org/schema, v1.0.0) the profile holds. Unknown keys
 * are ignored, every field is optional, and sizes are bounded so a hostile file cannot grow without end.
 */
export const jsonResumeSchema = z.object({
  basics: optional(
    z.object({
      name: optional(text(200)),
      label: optional(text(200)),
      email: optional(text(254)),
      url: optional(text(2_000)),
      summary: optional(text(10_000)),
      location: optional(z.object({ address: optional(text(500)), city: optional(text(200)), region: optional(text(200)), countryCode: optional(text(10)) })),
      profiles: list(z.object({ network: optional(text(100)), username: optional(text(200)), url: optional(text(2_000)) }), 100),
    }),
  ),
  work: list(z.object({ name: optional(text(200)), position: optional(text(200)), startDate: optional(isoDate), endDate: optional(isoDate), summary: optional(text(10_000)), highlights: list(text(2_000), 50) }), 100),
  education: list(z.object({ institution: optional(text(200)), area: optional(text(200)), studyType: optional(text(200)), startDate: optional(isoDate), endDate: optional(isoDate) }), 100),
  skills: list(z.object({ name: optional(text(200)), keywords: list(text(200), 100) }), 200),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

export const jsonResumeSchemaUrl = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const jsonResumeLimits = { maxBytes: 1024 * 1024 } as const;

/** The profile as a JSON Resume document: label = title, summary = about, location as written, links as profiles. */
export function toJsonResume(profile: EditableProfile, now = new Date()) {
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: profile.name,
      label: profile.title,
      summary: profile.bio,
      location: { address: profile.location },
      profiles: profile.links.map((link) => ({ network: link.type, url: link.url })),
    },
    work: profile.experience.map((job) => ({
      name: job.company,
      position: job.title,
      startDate: job.startDate,
      ...(job.endDate ? { endDate: job.endDate } : {}),
      summary: job.description,
    })),
    education: profile.education.map((school) => ({ institution: school.school, studyType: school.degree, area: school.field, endDate: String(school.graduationYear) })),
    skills: profile.skills.map((name) => ({ name })),
    meta: { version: 'v1.0.0', lastModified: now.toISOString() },
  };
}

export type ImportedProfile = { profile: Partial<EditableProfile>; skipped: string[] };

const clip = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);
const toMonth = (date: string) => (date.length === 4 ? `${date}-01` : date.slice(0, 7));
const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value);

function experienceOf(work: JsonResume['work'], skipped: string[]): ProfileExperience[] {
  return work.flatMap((job, index) => {
    const company = clip(job.name, 200);
    const title = clip(job.position, 200);
    if (!company || !title || !job.startDate) {
      skipped.push(`Work entry ${index + 1} (${company || title || 'unnamed'}): needs a company, a position and a start date.`);
      return [];
    }
    const startDate = toMonth(job.startDate);
    const endDate = job.endDate ? toMonth(job.endDate) : null;
    const description = [job.summary ?? '', ...job.highlights.map((highlight) => `• ${highlight}`)].filter((part) => part.trim()).join('\n');
    return [{ company, title, startDate, endDate: endDate && endDate < startDate ? startDate : endDate, description: description.slice(0, profileLimits.description) }];
  });
}

function educationOf(education: JsonResume['education'], skipped: string[]): ProfileEducation[] {
  return education.flatMap((entry, index) => {
    const school = clip(entry.institution, 200);
    const year = Number((entry.endDate ?? entry.startDate ?? '').slice(0, 4));
    if (!school || !(year >= 1940 && year <= 2100)) {
      skipped.push(`Education entry ${index + 1} (${school || 'unnamed'}): needs an institution and a year between 1940 and 2100.`);
      return [];
    }
    return [{ school, degree: clip(entry.studyType, 200), field: clip(entry.area, 200), graduationYear: year }];
  });
}

function linksOf(basics: NonNullable<JsonResume['basics']>, skipped: string[]): ProfileLink[] {
  const candidates = [...(basics.url ? [{ network: 'Website', url: basics.url }] : []), ...basics.profiles];
  return candidates.flatMap((profile) => {
    const url = (profile.url ?? '').trim();
    if (!isWebAddress(url)) {
      if (url || profile.network) skipped.push(`Link ${profile.network ?? url}: only http:// and https:// addresses are kept.`);
      return [];
    }
    return [{ type: clip(profile.network, 40) || 'Website', url }];
  });
}

function skillsOf(skills: JsonResume['skills']): string[] {
  const seen = new Set<string>();
  return skills
    .flatMap((skill) => [skill.name ?? '', ...skill.keywords])
    .map((name) => name.trim().slice(0, 60))
    .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/**
 * The profile fields a JSON Resume document holds (only those it has), bounded by the profile's limits,
 * and a sentence for each entry that could not be kept.
 */
export function fromJsonResume(document: unknown): ImportedProfile | null {
  const parsed = jsonResumeSchema.safeParse(document);
  if (!parsed.success || typeof document !== 'object' || document === null || Array.isArray(document)) return null;
  const { basics, work, education, skills } = parsed.data;
  const skipped: string[] = [];
  const profile: Partial<EditableProfile> = {};
  if (basics?.name?.trim()) profile.name = clip(basics.name, 100);
  if (basics?.label !== undefined) profile.title = clip(basics.label, 120);
  if (basics?.summary !== undefined) profile.bio = clip(basics.summary, profileLimits.bio);
  const place = basics?.location && (basics.location.address?.trim() || [basics.location.city, basics.location.region, basics.location.countryCode].filter((part) => part?.trim()).join(', '));
  if (place) profile.location = clip(place, 120);
  if (basics && (basics.url || basics.profiles.length > 0)) profile.links = linksOf(basics, skipped).slice(0, profileLimits.links);
  if (work.length > 0) profile.experience = experienceOf(work, skipped).slice(0, profileLimits.experience);
  if (education.length > 0) profile.education = educationOf(education, skipped).slice(0, profileLimits.education);
  if (skills.length > 0) profile.skills = skillsOf(skills).slice(0, profileLimits.skills);
  return { profile, skipped };
}
