import { z } from 'zod/mini';
import { profileLimits, profileLinkSchema, type EditableProfile, type ProfileEducation, type ProfileExperience, type ProfileLink } from './profile';
import { isSafeText } from './text';

/** JSON Resume dates: YYYY, YYYY-MM or YYYY-MM-DD (schema v1.0.0's `iso8601`). */
const isoDate = z.string().check(z.regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/));
const text = (max: number) => z.string().check(z.maxLength(max));
/** Read leniently: a value of the wrong kind is dropped, never the whole document. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/** Optional text fields, each with its longest length. */
const texts = <K extends string>(limits: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(limits).map(([key, max]) => [key, optional(text(max))])) as Record<
    K,
    ReturnType<typeof optional<z.ZodMiniString>>
  >;
const dates = { startDate: optional(isoDate), endDate: optional(isoDate) };
/** The first `max` entries (the file itself is at most 1 MB); entries of the wrong shape are dropped. */
const list = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.optional(
    z.pipe(
      z.catch(z.optional(z.array(z.unknown())), undefined),
      z.transform((values) =>
        values?.slice(0, max).flatMap((value) => {
          const parsed = item.safeParse(value);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
      ),
    ),
  );

/**
 * The parts of a JSON Resume (https://jsonresume.org/schema, v1.0.0) the profile holds. Unknown keys
 * are ignored, every field is optional, and sizes are bounded so a hostile file cannot grow without end.
 */
export const jsonResumeSchema = z.object({
  ...texts({ $schema: 2_000 }),
  basics: optional(
    z.object({
      ...texts({ name: 200, label: 200, email: 254, phone: 100, url: 2_000, summary: 10_000 }),
      location: optional(z.object(texts({ address: 500, postalCode: 40, city: 200, region: 200, countryCode: 10 }))),
      profiles: list(z.object(texts({ network: 100, username: 200, url: 2_000 })), 100),
    }),
  ),
  work: list(
    z.object({ ...texts({ name: 200, position: 200, location: 500, url: 2_000, summary: 10_000 }), ...dates, highlights: list(text(2_000), 50) }),
    100,
  ),
  education: list(z.object({ ...texts({ institution: 200, area: 200, studyType: 200, score: 100 }), ...dates, courses: list(text(200), 100) }), 100),
  skills: list(z.object({ ...texts({ name: 200, level: 100 }), keywords: list(text(200), 100) }), 200),
  meta: optional(z.object(texts({ version: 40, lastModified: 40 }))),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** The top-level keys of a v1.0.0 document: an object with none of them is some other JSON. */
const jsonResumeKeys = new Set([
  '$schema',
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
  'meta',
]);
const isJsonResume = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).some((key) => jsonResumeKeys.has(key));

export const jsonResumeSchemaUrl = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
export const jsonResumeLimits = { maxBytes: 1024 * 1024 } as const;

/**
 * The profile as a JSON Resume document: label = title, summary = about, links as profiles, a current job
 * without an end date, the graduation year as the education's end date. The location is free text such as
 * "Berlin, Germany", so it goes whole into `city`, the field themes show; `address` is a street address.
 */
export function toJsonResume(profile: EditableProfile & { email?: string | null }, now = new Date()): JsonResume {
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: profile.name,
      label: profile.title,
      ...(profile.email ? { email: profile.email } : {}),
      summary: profile.bio,
      location: { city: profile.location },
      profiles: profile.links.map((link) => ({ network: link.type, url: link.url })),
    },
    work: profile.experience.map((job) => ({
      name: job.company,
      position: job.title,
      ...(job.location ? { location: job.location } : {}),
      startDate: job.startDate,
      ...(job.endDate ? { endDate: job.endDate } : {}),
      summary: job.description,
    })),
    education: profile.education.map((school) => ({
      institution: school.school,
      studyType: school.degree,
      area: school.field,
      endDate: String(school.graduationYear),
    })),
    skills: profile.skills.map((name) => ({ name })),
    meta: { version: 'v1.0.0', lastModified: now.toISOString() },
  };
}

export type ImportedProfile = { profile: Partial<EditableProfile>; skipped: string[] };

/**
 * Cut by characters, never inside one (a split emoji would be refused as a lone surrogate), dropping the
 * characters the profile refuses (NUL, lone surrogates) so that what is imported can be saved.
 */
const clip = (value: string | undefined, max: number) =>
  Array.from((value ?? '').trim())
    .filter(isSafeText)
    .slice(0, max)
    .join('')
    .trim();
const toMonth = (date: string) => (date.length === 4 ? `${date}-01` : date.slice(0, 7));
const isWebAddress = (value: string) => /^https?:\/\//i.test(value) && isSafeText(value) && profileLinkSchema.shape.url.safeParse(value).success;

function experienceOf(work: NonNullable<JsonResume['work']>, skipped: string[]): ProfileExperience[] {
  return work.flatMap((job, index) => {
    const company = clip(job.name, 200);
    const title = clip(job.position, 200);
    if (!company || !title || !job.startDate) {
      skipped.push(`Work entry ${index + 1} (${company || title || 'unnamed'}): needs a company, a position and a start date.`);
      return [];
    }
    const startDate = toMonth(job.startDate);
    const endDate = job.endDate ? toMonth(job.endDate) : null;
    const description = [job.summary ?? '', ...(job.highlights ?? []).map((highlight) => `• ${highlight}`)].filter((part) => part.trim()).join('\n');
    return [
      {
        company,
        title,
        location: clip(job.location, 120),
        startDate,
        endDate: endDate && endDate < startDate ? startDate : endDate,
        description: clip(description, profileLimits.description),
      },
    ];
  });
}

function educationOf(education: NonNullable<JsonResume['education']>, skipped: string[]): ProfileEducation[] {
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

/** "City, Region, CC" as written in those fields, else the street address. */
function placeOf(location: NonNullable<JsonResume['basics']>['location']) {
  if (!location) return undefined;
  return (
    [location.city, location.region, location.countryCode]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ') || location.address
  );
}

function linksOf(basics: NonNullable<JsonResume['basics']>, skipped: string[]): ProfileLink[] {
  const candidates = [...(basics.url ? [{ network: 'Website', url: basics.url }] : []), ...(basics.profiles ?? [])];
  return candidates.flatMap((profile) => {
    const url = (profile.url ?? '').trim();
    if (!isWebAddress(url)) {
      if (url || profile.network) skipped.push(`Link ${clip(profile.network, 40) || clip(url, 80)}: only http:// and https:// addresses are kept.`);
      return [];
    }
    return [{ type: clip(profile.network, 40) || 'Website', url }];
  });
}

function firstOf<T>(items: T[], max: number, what: string, skipped: string[]): T[] {
  if (items.length > max) skipped.push(`Only the first ${max} ${what} are kept: the profile holds ${max}.`);
  return items.slice(0, max);
}

function skillsOf(skills: NonNullable<JsonResume['skills']>): string[] {
  const seen = new Set<string>();
  return skills
    .flatMap((skill) => [skill.name ?? '', ...(skill.keywords ?? [])])
    .map((name) => clip(name, 60))
    .filter((name) => name !== '' && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/**
 * The profile fields a JSON Resume document states (only those it has), bounded by the profile's limits and
 * ready for its checks, and a sentence for each entry that could not be kept; null for other JSON (no JSON Resume key).
 * Skills are `skills[].name` and their keywords, once each; a YYYY date is read as YYYY-01; the graduation year
 * is the end date's (else the start date's); links are `basics.url` ("Website") and http(s) profiles.
 */
export function fromJsonResume(document: unknown): ImportedProfile | null {
  const parsed = jsonResumeSchema.safeParse(document);
  if (!parsed.success || !isJsonResume(document)) return null;
  const { basics, work = [], education = [], skills = [] } = parsed.data;
  const skipped: string[] = [];
  const stated = {
    name: clip(basics?.name, 100),
    title: clip(basics?.label, 120),
    location: clip(placeOf(basics?.location), 120),
    bio: clip(basics?.summary, profileLimits.bio),
    links: firstOf(basics ? linksOf(basics, skipped) : [], profileLimits.links, 'links', skipped),
    experience: firstOf(experienceOf(work, skipped), profileLimits.experience, 'jobs', skipped),
    education: firstOf(educationOf(education, skipped), profileLimits.education, 'schools', skipped),
    skills: firstOf(skillsOf(skills), profileLimits.skills, 'skills', skipped),
  };
  // An empty value counts as not stated and leaves the draft's as it is: a template's blank fields, or a list
  // whose every entry is unusable, must not empty what the user has on the next save.
  const profile = Object.fromEntries(Object.entries(stated).filter(([, value]) => value.length > 0)) as Partial<EditableProfile>;
  return { profile, skipped };
}
