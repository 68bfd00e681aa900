import {
  dropUnsafeText,
  resumeStructureLimits,
  structureBasicsSchema,
  structureCertificateSchema,
  structureEducationSchema,
  structureLanguageSchema,
  structureSkillSchema,
  structureWorkSchema,
  toOneLine,
  type ConfirmedResume,
  type ResumeStructure,
  type StructureEducation,
  type StructureWork,
} from '@seeker/contract';

type Read = ResumeStructure['read'];
type ReadWork = Read['work'][number];
type ReadEducation = Read['education'][number];

/** One line of what was read, as the contract's line fields keep it, cut to fit. */
export const lineOf = (text: string, max: number = resumeStructureLimits.line) => toOneLine(text).slice(0, max).trim();

/** A bullet as the contract keeps it: unsafe characters dropped, trimmed, cut to fit; '' when nothing is left. */
const bulletOf = (text: string) => dropUnsafeText(text).trim().slice(0, resumeStructureLimits.bullet).trim();

/** YYYY or YYYY-MM from 1900 to next year, as the contract's month fields take them; anything else is no date. */
function monthOf(value: string | undefined, now: Date): string | undefined {
  if (value === undefined || !/^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/.test(value)) return undefined;
  return Number(value.slice(0, 4)) <= now.getUTCFullYear() + 1 ? value : undefined;
}

type Dated = { startDate?: string; endDate?: string };

/**
 * The entry's dates as the contract takes them, and which were dropped: a date out of range is no date, and an
 * end before its start is dropped (the start is what the line said first), each marked for its owner to check.
 */
function checkableDates<T extends Dated>(entry: T, now: Date): { entry: T; dropped: ('startDate' | 'endDate')[] } {
  const { startDate, endDate, ...rest } = entry;
  const start = monthOf(startDate, now);
  let end = monthOf(endDate, now);
  const dropped: ('startDate' | 'endDate')[] = [];
  if (startDate !== undefined && start === undefined) dropped.push('startDate');
  if (endDate !== undefined && end === undefined) dropped.push('endDate');
  if (start !== undefined && end !== undefined && end.padEnd(7, '-12') < start.padEnd(7, '-01')) {
    end = undefined;
    dropped.push('endDate');
  }
  return { entry: { ...rest, ...(start ? { startDate: start } : {}), ...(end ? { endDate: end } : {}) } as T, dropped };
}

/** What an entry that names nothing can show instead: the first line it was read from, else its first bullet. */
const fallbackLine = (source: string[], details: string[]) => [...source, ...details].map((text) => lineOf(text)).find((text) => text !== '') ?? '';

/**
 * A role the contract takes, made from what was read: when the reader found neither title nor employer, the line
 * it read the role from stands as its title, marked unsure, so the owner sees and fixes it; undefined only for an
 * entry with nothing at all to show.
 */
export function checkableWork(work: StructureWork, read: ReadWork, now: Date): { work: StructureWork; read: ReadWork } | undefined {
  const highlights = work.highlights.map(bulletOf).filter((bullet) => bullet !== '');
  const { entry, dropped } = checkableDates({ ...work, position: lineOf(work.position), name: lineOf(work.name), highlights }, now);
  const uncertain = new Set([...read.uncertain, ...dropped]);
  if (entry.location !== undefined) entry.location = lineOf(entry.location) || undefined;
  if (entry.location === undefined) delete entry.location;
  if (entry.position === '' && entry.name === '') {
    entry.position = fallbackLine(read.source, highlights);
    uncertain.add('position').add('name');
  }
  if (!structureWorkSchema.safeParse(entry).success) return undefined;
  return { work: entry, read: { source: read.source.map(toOneLine), uncertain: [...uncertain] } };
}

/** An education entry the contract takes, made from what was read, as `checkableWork` makes a role. */
export function checkableEducation(
  education: StructureEducation,
  read: ReadEducation,
  now: Date,
): { education: StructureEducation; read: ReadEducation } | undefined {
  const courses = education.courses?.map(bulletOf).filter((course) => course !== '');
  const { entry, dropped } = checkableDates(
    { ...education, studyType: lineOf(education.studyType), institution: lineOf(education.institution), ...(courses ? { courses } : {}) },
    now,
  );
  if (entry.courses?.length === 0) delete entry.courses;
  const uncertain = new Set([...read.uncertain, ...dropped]);
  if (entry.studyType === '' && entry.institution === '') {
    entry.studyType = fallbackLine(read.source, courses ?? []);
    uncertain.add('studyType').add('institution');
  }
  if (!structureEducationSchema.safeParse(entry).success) return undefined;
  return { education: entry, read: { source: read.source.map(toOneLine), uncertain: [...uncertain] } };
}

/** The basics the contract takes: a field it would refuse is left empty (the name) or out (the rest). */
export function checkableBasics(basics: ConfirmedResume['basics']): ConfirmedResume['basics'] {
  const kept: ConfirmedResume['basics'] = { name: lineOf(basics.name, 200) };
  for (const key of ['label', 'email', 'phone', 'location', 'summary', 'profiles'] as const) {
    if (basics[key] === undefined) continue;
    const candidate = { ...kept, [key]: basics[key] };
    if (structureBasicsSchema.safeParse(candidate).success) Object.assign(kept, { [key]: basics[key] });
  }
  if (kept.summary !== undefined) kept.summary = bulletOf(kept.summary) || undefined;
  if (kept.summary === undefined) delete kept.summary;
  return kept;
}

/** The items of a list the contract takes, one by one: an item it would refuse (an empty skill, say) is left out. */
export const checkableItems = <T>(items: T[], schema: { safeParse: (value: unknown) => { success: boolean } }) =>
  items.filter((item) => schema.safeParse(item).success);

export const itemSchemas = { skills: structureSkillSchema, certificates: structureCertificateSchema, languages: structureLanguageSchema } as const;
