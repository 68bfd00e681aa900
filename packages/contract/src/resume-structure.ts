import { z } from 'zod/mini';
import { foundOccupationSchema, knownSkillSchema } from './occupation';
import { oneLineText, safeString } from './text';

/**
 * "Check what Seeker read" (issue 45): a resume as fields, in the JSON Resume shape
 * (https://jsonresume.org/schema, the subset a resume's check step shows), which its owner corrects and
 * confirms. Confirmed, it is the resume's source of truth for tailoring and "Fill from my resume".
 */
export const resumeStructureLimits = {
  work: 60,
  education: 30,
  highlights: 60,
  skills: 200,
  certificates: 60,
  languages: 30,
  line: 300,
  bullet: 2_000,
  summary: 10_000,
} as const;

export const resumeStructureMessages = {
  confirmed: 'Saved. Tailoring and "Fill from my resume" now use what you checked.',
  saveFailed: 'Could not save your corrections. Please try again.',
  loadFailed: 'Could not load what Seeker read from this resume.',
  fileChanged: 'This resume got a new file while you checked it. Check what Seeker read from the new file.',
  tailoredHasNone: 'A tailored resume is made for one posting; check the resume it was made from instead.',
  unreadable:
    'Seeker found no text in this file to read, not even by OCR (a blank or blurred scan, say). Upload a file with text, or paste it when tailoring.',
} as const;

const tooLong = (max: number) => `must be at most ${max} characters`;
const line = (max: number = resumeStructureLimits.line) => oneLineText().check(z.maxLength(max, tooLong(max)));
const filledLine = (max: number = resumeStructureLimits.line) => line(max).check(z.minLength(1, 'must not be empty'));
const optionalLine = (max?: number) => z.optional(line(max));
/** YYYY or YYYY-MM of a working life (1900 to 2100), as the check step's month fields give them. */
const month = z.string().check(
  z.regex(/^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/, 'must be a year (YYYY) or a month (YYYY-MM) from 1900 on'),
  z.refine((value) => Number(value.slice(0, 4)) <= new Date().getUTCFullYear() + 1, 'must not be more than a year ahead'),
);
const list = <T extends z.ZodMiniType>(item: T, max: number, what: string) =>
  z.array(item).check(z.maxLength(max, `must list at most ${max} ${what}`));
const bullet = safeString().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(resumeStructureLimits.bullet, tooLong(resumeStructureLimits.bullet)),
);
/** An end before its start ("2016-06" after "2020-01"); a year alone ends at its December. */
const endsBeforeStart = ({ startDate, endDate }: { startDate?: string | undefined; endDate?: string | undefined }) =>
  startDate !== undefined && endDate !== undefined && endDate.padEnd(7, '-12') < startDate.padEnd(7, '-01');
const datesInOrder = <T extends { startDate?: string | undefined; endDate?: string | undefined }>() =>
  z.refine<T>((entry) => !endsBeforeStart(entry), { message: 'must not be before the start', path: ['endDate'] });

export const structureWorkSchema = z
  .strictObject({
    position: line(),
    name: line().check(z.describe('The employer')),
    location: optionalLine(),
    startDate: z.optional(month),
    endDate: z.optional(month.check(z.describe('Absent: the role is current (or, without a startDate, undated)'))),
    highlights: list(bullet, resumeStructureLimits.highlights, 'bullets'),
  })
  .check(
    z.refine((work) => work.position !== '' || work.name !== '', { message: 'needs a title or an employer', path: ['position'] }),
    z.refine((work) => work.position !== '' || work.name !== '', { message: 'needs a title or an employer', path: ['name'] }),
    datesInOrder(),
  );
export type StructureWork = z.infer<typeof structureWorkSchema>;

export const structureEducationSchema = z
  .strictObject({
    studyType: line().check(z.describe('The degree or qualification as written, e.g. "B.S. Computer Science"')),
    institution: line(),
    startDate: z.optional(month),
    endDate: z.optional(month),
    courses: z.optional(list(bullet, resumeStructureLimits.highlights, 'details')),
  })
  .check(
    z.refine((entry) => entry.studyType !== '' || entry.institution !== '', { message: 'needs a degree or a school', path: ['studyType'] }),
    z.refine((entry) => entry.studyType !== '' || entry.institution !== '', { message: 'needs a degree or a school', path: ['institution'] }),
    datesInOrder(),
  );
export type StructureEducation = z.infer<typeof structureEducationSchema>;

export const structureSkillSchema = z.strictObject({ name: filledLine(200) });
export const structureCertificateSchema = z.strictObject({ name: filledLine(), issuer: optionalLine(200), date: z.optional(month) });
export const structureLanguageSchema = z.strictObject({ language: filledLine(100), fluency: optionalLine(100) });
export const structureBasicsSchema = z.strictObject({
  name: line(200),
  label: optionalLine(200),
  email: optionalLine(254),
  phone: optionalLine(100),
  location: z.optional(z.strictObject({ city: line(200) })),
  summary: z.optional(safeString().check(z.trim(), z.maxLength(resumeStructureLimits.summary, tooLong(resumeStructureLimits.summary)))),
  profiles: z.optional(list(z.strictObject({ url: filledLine(2_000) }), 20, 'links')),
});

/** The fields of one resume as its owner confirms them; every string one line except bullets and the summary. */
export const confirmedResumeSchema = z
  .strictObject({
    basics: structureBasicsSchema,
    work: list(structureWorkSchema, resumeStructureLimits.work, 'roles'),
    education: list(structureEducationSchema, resumeStructureLimits.education, 'degrees'),
    skills: list(structureSkillSchema, resumeStructureLimits.skills, 'skills'),
    certificates: list(structureCertificateSchema, resumeStructureLimits.certificates, 'certificates'),
    languages: list(structureLanguageSchema, resumeStructureLimits.languages, 'languages'),
  })
  .check(
    z.meta({
      examples: [
        {
          basics: { name: 'Dana Whitfield', email: 'dana@example.com' },
          work: [{ position: 'Substitute Teacher', name: 'Springfield Public Schools', startDate: '2016', highlights: ['Taught grades 3 to 8'] }],
          education: [{ studyType: 'Bachelor of Arts in History', institution: 'Illinois State University', endDate: '2012' }],
          skills: [{ name: 'Classroom management' }],
          certificates: [],
          languages: [],
        },
      ],
    }),
  );
export type ConfirmedResume = z.infer<typeof confirmedResumeSchema>;

const workField = z.enum(['position', 'name', 'location', 'startDate', 'endDate', 'highlights']);
const educationField = z.enum(['studyType', 'institution', 'startDate', 'endDate']);

/** Where the reader took an entry from, and which of its fields it is unsure of. */
const readEntry = <T extends z.ZodMiniType>(field: T) =>
  z.object({
    source: z.array(z.string()).check(z.describe('The lines the entry was read from, as the resume wrote them')),
    uncertain: z.array(field).check(z.describe('Fields the reader is unsure of: shown marked for the owner to check')),
  });

/** PUT /api/resumes/{resumeId}/structure?fileVersion=…: the version of the file the fields were checked against. */
export const confirmStructureQuerySchema = z.object({
  fileVersion: z.optional(
    z
      .string()
      .check(
        z.regex(/^[0-9a-f]{16}$/, 'must be the fileVersion the structure was read with'),
        z.describe('The `fileVersion` of the structure the fields were checked against: a file replaced since answers 409, nothing stored'),
      ),
  ),
});

/** GET /api/resumes/{resumeId}/structure. */
export const resumeStructureSchema = z.object({
  resumeId: z.string(),
  fileVersion: z.string().check(z.describe('Which version of the file this was read from (a new file, a new version); send it back when confirming')),
  status: z.enum(['unchecked', 'confirmed']),
  confirmedAt: z.nullable(z.string()),
  resume: confirmedResumeSchema,
  read: z
    .object({
      basics: z.object({ uncertain: z.array(z.enum(['name', 'email', 'phone'])) }),
      work: z.array(readEntry(workField)),
      education: z.array(readEntry(educationField)),
      problems: z.array(z.string()).check(z.describe('Why the reading as a whole cannot be trusted; empty when it can')),
      leftOut: z.optional(
        z
          .array(z.object({ heading: z.string(), lines: z.number() }))
          .check(
            z.describe(
              "The resume's sections no field was read from (activities, awards, projects, lines under a heading that are no entry), each with its count of lines: they stay in the file; once confirmed, tailoring uses only the fields",
            ),
          ),
      ),
    })
    .check(z.describe("The reader's notes on `resume`, entry by entry (same order); empty lists once confirmed")),
  occupations: z.optional(
    z
      .array(z.nullable(foundOccupationSchema))
      .check(
        z.describe(
          "The occupation each role's title names (same order as `resume.work`; null where none was found surely enough); absent while no occupation index is installed",
        ),
      ),
  ),
  knownSkills: z.optional(
    z
      .array(z.nullable(knownSkillSchema))
      .check(
        z.describe(
          'The ESCO or O*NET skill each listed skill names (same order as `resume.skills`; null where it names none as a whole); absent while no occupation index is installed. Matching reads a posting’s requirements by the same skills.',
        ),
      ),
  ),
});
export type ResumeStructure = z.infer<typeof resumeStructureSchema>;
