import type { ConfirmedResume, FoundOccupation, ResumeStructure } from '@seeker/contract';

/** One bullet of a role, keyed so it keeps its focus and its place when it moves. */
export type DraftBullet = { key: string; text: string };
export type DraftRole = {
  key: string;
  position: string;
  name: string;
  location: string;
  startDate: string;
  endDate: string;
  bullets: DraftBullet[];
  /** The lines Seeker read this role from, and the fields it was unsure of (empty for a role the user added). */
  source: string[];
  unsure: string[];
  /** The occupation Seeker found for the title as read or last saved (`title`): shown while the title is that one. */
  occupation?: { title: string; found: FoundOccupation } | null;
};
export type DraftDegree = {
  key: string;
  studyType: string;
  institution: string;
  startDate: string;
  endDate: string;
  courses: string;
  source: string[];
  unsure: string[];
};
/** The check step's form: every field a string, lists one entry per line. */
export type Draft = {
  name: string;
  label: string;
  email: string;
  phone: string;
  city: string;
  summary: string;
  links: string;
  nameUnsure: boolean;
  // Read by OCR, the email and phone are Seeker's guesses too.
  emailUnsure: boolean;
  phoneUnsure: boolean;
  roles: DraftRole[];
  degrees: DraftDegree[];
  skills: string;
  /** The ESCO or O*NET skill Seeker found for each skill line as read or last saved: shown while the line is there. */
  knownSkills: { line: string; label: string }[];
  certificates: string;
  languages: string;
};

let next = 0;
export const newKey = () => `k${++next}`;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const emptyRole = (): DraftRole => ({
  key: newKey(),
  position: '',
  name: '',
  location: '',
  startDate: '',
  endDate: '',
  bullets: [],
  source: [],
  unsure: [],
});
export const emptyDegree = (): DraftDegree => ({
  key: newKey(),
  studyType: '',
  institution: '',
  startDate: '',
  endDate: '',
  courses: '',
  source: [],
  unsure: [],
});

const certificateLine = ({ name, issuer, date }: ConfirmedResume['certificates'][number]) => [name, issuer, date].filter(Boolean).join(' · ');
const languageLine = ({ language, fluency }: ConfirmedResume['languages'][number]) => (fluency ? `${language} (${fluency})` : language);

/**
 * The form empty, for a resume whose reading could not be loaded: the person types its fields. Its
 * `fileVersion` is empty (no reading said which file it was), so confirming it checks against none.
 */
export const blankStructure = (resumeId: string): ResumeStructure => ({
  resumeId,
  fileVersion: '',
  status: 'unchecked',
  confirmedAt: null,
  resume: { basics: { name: '' }, work: [], education: [], skills: [], certificates: [], languages: [] },
  read: { basics: { uncertain: [] }, work: [], education: [], problems: [] },
});

/** What Seeker read (or what the user confirmed) as the form's draft. */
export function toDraft({ resume, read, occupations, knownSkills }: Pick<ResumeStructure, 'resume' | 'read' | 'occupations' | 'knownSkills'>): Draft {
  const { basics } = resume;
  return {
    name: basics.name,
    label: basics.label ?? '',
    email: basics.email ?? '',
    phone: basics.phone ?? '',
    city: basics.location?.city ?? '',
    summary: basics.summary ?? '',
    links: (basics.profiles ?? []).map(({ url }) => url).join('\n'),
    nameUnsure: read.basics.uncertain.includes('name'),
    emailUnsure: read.basics.uncertain.includes('email'),
    phoneUnsure: read.basics.uncertain.includes('phone'),
    roles: resume.work.map((work, index) => ({
      key: newKey(),
      position: work.position,
      name: work.name,
      location: work.location ?? '',
      startDate: work.startDate ?? '',
      endDate: work.endDate ?? '',
      bullets: work.highlights.map((text) => ({ key: newKey(), text })),
      source: read.work[index]?.source ?? [],
      unsure: read.work[index]?.uncertain ?? [],
      occupation: occupations?.[index] ? { title: work.position, found: occupations[index] } : null,
    })),
    degrees: resume.education.map((entry, index) => ({
      key: newKey(),
      studyType: entry.studyType,
      institution: entry.institution,
      startDate: entry.startDate ?? '',
      endDate: entry.endDate ?? '',
      courses: (entry.courses ?? []).join('\n'),
      source: read.education[index]?.source ?? [],
      unsure: read.education[index]?.uncertain ?? [],
    })),
    skills: resume.skills.map(({ name }) => name).join('\n'),
    knownSkills: resume.skills.flatMap(({ name }, index) => {
      const known = knownSkills?.[index];
      return known ? [{ line: name, label: known.label }] : [];
    }),
    certificates: resume.certificates.map(certificateLine).join('\n'),
    languages: resume.languages.map(languageLine).join('\n'),
  };
}

const optional = <K extends string>(key: K, value: string) => (value.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {});

/**
 * The draft as the fields to confirm: empty optional fields left out, empty bullets and lines dropped; a
 * certificate line kept as it was keeps its issuer and date, "English (Native)" is a language and its level.
 */
export function fromDraft(draft: Draft, before: ConfirmedResume): ConfirmedResume {
  const certificates = new Map(before.certificates.map((certificate) => [certificateLine(certificate), certificate]));
  return {
    basics: {
      name: draft.name.trim(),
      ...optional('label', draft.label),
      ...optional('email', draft.email),
      ...optional('phone', draft.phone),
      ...(draft.city.trim() ? { location: { city: draft.city.trim() } } : {}),
      ...optional('summary', draft.summary),
      ...(lines(draft.links).length > 0 ? { profiles: lines(draft.links).map((url) => ({ url })) } : {}),
    },
    work: draft.roles.map((role) => ({
      position: role.position.trim(),
      name: role.name.trim(),
      ...optional('location', role.location),
      ...optional('startDate', role.startDate),
      ...optional('endDate', role.endDate),
      highlights: role.bullets.map(({ text }) => text.trim()).filter(Boolean),
    })),
    education: draft.degrees.map((degree) => ({
      studyType: degree.studyType.trim(),
      institution: degree.institution.trim(),
      ...optional('startDate', degree.startDate),
      ...optional('endDate', degree.endDate),
      ...(lines(degree.courses).length > 0 ? { courses: lines(degree.courses) } : {}),
    })),
    skills: lines(draft.skills).map((name) => ({ name })),
    certificates: lines(draft.certificates).map((line) => certificates.get(line) ?? { name: line }),
    // "English (native), Spanish (fluent)" typed on one line: each language its own entry, its level apart.
    languages: lines(draft.languages)
      .flatMap((line) => line.split(/\s*[,;]\s*(?![^()]*\))/))
      .filter(Boolean)
      .map((line) => {
        const match = /^(.+?)\s*\(([^()]+)\)$/.exec(line);
        return match ? { language: match[1]!, fluency: match[2]! } : { language: line };
      }),
  };
}

/** Moves bullet `bulletKey` from one role to the end of another; nothing moves when either is gone. */
export function moveBullet(roles: DraftRole[], bulletKey: string, toRoleKey: string): DraftRole[] {
  const bullet = roles.flatMap((role) => role.bullets).find((item) => item.key === bulletKey);
  if (!bullet || !roles.some((role) => role.key === toRoleKey)) return roles;
  return roles.map((role) => {
    const without = role.bullets.filter((item) => item.key !== bulletKey);
    return { ...role, bullets: role.key === toRoleKey ? [...without, bullet] : without };
  });
}

/** Moves an entry one place up (-1) or down (+1) in its list. */
export function moveEntry<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** The line of a list field (one entry per line) that its `entry`-th entry is on, blank lines counted. */
export function lineOfEntry(text: string, entry: number): number {
  let seen = -1;
  const all = text.split('\n');
  for (let index = 0; index < all.length; index++) if (all[index]!.trim() !== '' && ++seen === entry) return index + 1;
  return entry + 1;
}

// Which lines Seeker reads as ESCO's or O*NET's skills (what matching compares), while they are still as read.
const mostNamed = 8;
export function knownSkillsNote({ skills, knownSkills }: Pick<Draft, 'skills' | 'knownSkills'>): string {
  const present = new Set(skills.split('\n').map((line) => line.trim()));
  const named = knownSkills
    .filter(({ line }) => present.has(line))
    .map(({ line, label }) => (line.toLowerCase() === label.toLowerCase() ? line : `${line} (${label})`));
  if (named.length === 0) return '';
  const more = named.length > mostNamed ? `, and ${named.length - mostNamed} more` : '';
  return `Matched with ESCO and O*NET skills: ${named.slice(0, mostNamed).join(', ')}${more}.`;
}
