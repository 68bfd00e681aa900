import { z } from 'zod/mini';
import { recordIdSchema, safeString } from './text';
import { isWebAddress, withWebScheme } from './web-address';

/** Spec part 2 section 8. */
export const profileMessages = {
  save: 'Failed to save profile',
  notFound: 'User data not found',
} as const;

export const profileLimits = { skills: 100, experience: 30, education: 20, links: 20, bio: 2_000, description: 2_000 } as const;

const line = (max: number) => safeString().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => line(max).check(z.minLength(1, 'is required'));
/** A month as the month input gives it: "2021-04". */
const month = () => z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month such as 2021-04'));

export const profileExperienceSchema = z
  .object({
    company: required(200),
    title: required(200),
    location: z
      ._default(line(120), '')
      .check(z.describe('Where the job was, as the resume or the user writes it ("Remote", "Berlin, Germany"); empty when not stated')),
    startDate: month().check(z.describe('First month, YYYY-MM')),
    endDate: z.nullable(month()).check(z.describe('Last month, YYYY-MM; null for the current job')),
    description: z._default(line(profileLimits.description), ''),
  })
  .check(z.refine((job) => job.endDate === null || job.endDate >= job.startDate, { path: ['endDate'], message: 'must not be before the start' }));

export const profileEducationSchema = z.object({
  school: required(200),
  degree: z._default(line(200), ''),
  field: z._default(line(200), ''),
  graduationYear: z
    .number('must be a year such as 2019')
    .check(z.int('must be a whole year'), z.gte(1940, 'must be 1940 or later'), z.lte(2100, 'must be 2100 or earlier')),
});

export const profileLinkSchema = z.object({
  type: required(40).check(z.describe('What the link is, e.g. GitHub, LinkedIn, Portfolio')),
  url: z
    .string()
    .check(
      z.trim(),
      z.overwrite(withWebScheme),
      z.maxLength(2_000, 'must be at most 2000 characters'),
      z.refine(isWebAddress, 'must be a web address such as github.com/ada'),
    ),
});

/** What the Profile screen edits (spec part 2 section 3 "Profile screen fields"); `name` is the account's display name. */
export const editableProfileSchema = z
  .strictObject({
    name: required(100),
    title: line(120),
    location: line(120),
    bio: line(profileLimits.bio),
    skills: z.array(required(60)).check(
      z.maxLength(profileLimits.skills, `must list at most ${profileLimits.skills} skills`),
      z.refine((skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length, 'must not repeat a skill'),
    ),
    experience: z.array(profileExperienceSchema).check(z.maxLength(profileLimits.experience, `must list at most ${profileLimits.experience} jobs`)),
    education: z.array(profileEducationSchema).check(z.maxLength(profileLimits.education, `must list at most ${profileLimits.education} schools`)),
    links: z.array(profileLinkSchema).check(z.maxLength(profileLimits.links, `must list at most ${profileLimits.links} links`)),
  })
  .check(
    z.meta({
      examples: [
        {
          name: 'Maya Patel',
          title: 'Frontend Engineer',
          location: 'Berlin',
          bio: 'I build accessible interfaces.',
          skills: ['React', 'TypeScript'],
          experience: [
            {
              company: 'Acme Robotics',
              title: 'Frontend Engineer',
              location: 'Berlin, Germany',
              startDate: '2021-04',
              endDate: null,
              description: 'Fleet dashboard.',
            },
          ],
          education: [{ school: 'TU Berlin', degree: 'BSc', field: 'Computer Science', graduationYear: 2019 }],
          links: [{ type: 'GitHub', url: 'https://github.com/maya' }],
        },
      ],
    }),
  );
export type EditableProfile = z.infer<typeof editableProfileSchema>;
export type ProfileExperience = z.infer<typeof profileExperienceSchema>;
export type ProfileEducation = z.infer<typeof profileEducationSchema>;
export type ProfileLink = z.infer<typeof profileLinkSchema>;

/** The user document (spec part 1 section 3 "User profile") with the profile screen's fields. */
export const userProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  title: z.string(),
  location: z.string(),
  bio: z.string(),
  avatar: z.nullable(z.string()),
  connections: z.number().check(z.int()),
  applications: z.number().check(z.int()),
  interviews: z.number().check(z.int()),
  skills: z.array(z.string()),
  experience: z.array(profileExperienceSchema),
  education: z.array(profileEducationSchema),
  links: z.array(profileLinkSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userIdParamsSchema = z.object({ userId: recordIdSchema });

export const profileFromResumeMessages = { noResume: 'Upload a resume with readable text first, then fill your profile from it.' } as const;

/**
 * A job as "Fill from my resume" gives it, for the form (not yet a profile's job): a role its owner confirmed
 * without dates, or with a title and no employer, is kept with the field empty for them to fill before saving.
 */
export const filledExperienceSchema = z.object({
  company: z.string().check(z.describe('Empty when the confirmed role names no employer: the profile needs one before saving')),
  title: z.string().check(z.describe('Empty when the confirmed role names no title: the profile needs one before saving')),
  location: z.string(),
  startDate: z.string().check(z.describe('First month, YYYY-MM; empty for a role confirmed without dates (the profile needs one before saving)')),
  endDate: z.nullable(z.string()).check(z.describe('Last month, YYYY-MM; null for the current job; empty when the role is undated')),
  description: z.string(),
});
export type FilledExperience = z.infer<typeof filledExperienceSchema>;

/** A school as "Fill from my resume" gives it: a degree confirmed without a year (or a school) is kept, the field empty. */
export const filledEducationSchema = z.object({
  school: z.string().check(z.describe('Empty when the confirmed degree names no school')),
  degree: z.string(),
  field: z.string(),
  graduationYear: z
    .nullable(z.number().check(z.int()))
    .check(z.describe('Null for a degree confirmed without a year: the profile needs one before saving')),
});
export type FilledEducation = z.infer<typeof filledEducationSchema>;

/** GET /api/users/{userId}/profile/from-resume: what the newest resume states, for the user to review before saving. */
export const profileFromResumeSchema = z.object({
  resumeId: z.string(),
  resumeTitle: z.string(),
  readFrom: z
    .enum(['confirmed', 'unchecked'])
    .check(z.describe("confirmed: the fields its owner checked (every entry kept); unchecked: Seeker's reading of the text")),
  name: z.string().check(z.describe('The name the resume states; empty when it states none')),
  title: z.string().check(z.describe('Its headline, else the role it says is current; empty when neither')),
  location: z.string().check(z.describe('The place its header states; empty when none')),
  skills: z.array(z.string()),
  experience: z.array(filledExperienceSchema),
  education: z.array(filledEducationSchema),
  leftOut: z.array(z.string()).check(z.describe('What was not filled, and why, one sentence each ("Left out …"); empty when nothing was')),
});
export type ProfileFromResumeResponse = z.infer<typeof profileFromResumeSchema>;
