import { z } from 'zod/mini';
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
  unreadable: 'Seeker found no text in this file to read (a scanned PDF, say). Upload a file with text, or paste it when tailoring.',
} as const;

const line = (max: number = resumeStructureLimits.line) => oneLineText().check(z.maxLength(max));
const optionalLine = (max?: number) => z.optional(line(max));
/** YYYY or YYYY-MM, as the check step's month fields give them. */
const month = z.string().check(z.regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'must be YYYY or YYYY-MM'));
const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max));
const bullet = safeString().check(z.trim(), z.minLength(1), z.maxLength(resumeStructureLimits.bullet));

export const structureWorkSchema = z.strictObject({
  position: line(),
  name: line().check(z.describe('The employer')),
  location: optionalLine(),
  startDate: z.optional(month),
  endDate: z.optional(month.check(z.describe('Absent: the role is current (or, without a startDate, undated)'))),
  highlights: list(bullet, resumeStructureLimits.highlights),
});
export type StructureWork = z.infer<typeof structureWorkSchema>;

export const structureEducationSchema = z.strictObject({
  studyType: line().check(z.describe('The degree or qualification as written, e.g. "B.S. Computer Science"')),
  institution: line(),
  startDate: z.optional(month),
  endDate: z.optional(month),
  courses: z.optional(list(bullet, resumeStructureLimits.highlights)),
});
export type StructureEducation = z.infer<typeof structureEducationSchema>;

/** The fields of one resume as its owner confirms them; every string one line except bullets and the summary. */
export const confirmedResumeSchema = z
  .strictObject({
    basics: z.strictObject({
      name: line(200),
      label: optionalLine(200),
      email: optionalLine(254),
      phone: optionalLine(100),
      location: z.optional(z.strictObject({ city: line(200) })),
      summary: z.optional(safeString().check(z.trim(), z.maxLength(resumeStructureLimits.summary))),
      profiles: z.optional(list(z.strictObject({ url: line(2_000) }), 20)),
    }),
    work: list(structureWorkSchema, resumeStructureLimits.work),
    education: list(structureEducationSchema, resumeStructureLimits.education),
    skills: list(z.strictObject({ name: line(200) }), resumeStructureLimits.skills),
    certificates: list(z.strictObject({ name: line(), issuer: optionalLine(200), date: z.optional(month) }), resumeStructureLimits.certificates),
    languages: list(z.strictObject({ language: line(100), fluency: optionalLine(100) }), resumeStructureLimits.languages),
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

/** GET /api/resumes/{resumeId}/structure. */
export const resumeStructureSchema = z.object({
  resumeId: z.string(),
  status: z.enum(['unchecked', 'confirmed']),
  confirmedAt: z.nullable(z.string()),
  resume: confirmedResumeSchema,
  read: z
    .object({
      basics: z.object({ uncertain: z.array(z.enum(['name', 'email', 'phone'])) }),
      work: z.array(readEntry(workField)),
      education: z.array(readEntry(educationField)),
      problems: z.array(z.string()).check(z.describe('Why the reading as a whole cannot be trusted; empty when it can')),
    })
    .check(z.describe("The reader's notes on `resume`, entry by entry (same order); empty lists once confirmed")),
});
export type ResumeStructure = z.infer<typeof resumeStructureSchema>;
