import { z } from 'zod/mini';
import { recordIdSchema, safeString } from './text';

/** Spec part 2 sections 5 and 8: what the Resume Tailoring screen says. */
export const tailoringMessages = {
  error: 'Error occurred while tailoring resume. Please try again.',
  hintBoth: 'Add resume and job description to continue',
  hintJob: 'Add job description to continue',
  hintResume: 'Add resume content to continue',
  hintReady: 'Ready to tailor resume',
  savedPlaceholder: 'Resume content will be processed automatically.',
  saved: 'Resume saved successfully! You can find it in your saved resumes.',
  saveFailed: 'Failed to save resume. Please try again.',
  deleteFailed: 'Failed to delete resume. Please try again.',
  noResumeText: 'This resume has no text Seeker could read, not even by OCR (a blank or blurred scan, say). Paste its text instead.',
  coverLetterNotFound: 'No cover letter for this job yet',
  /** Shown with a result tailored from a resume whose owner has not checked what Seeker read from it. */
  unchecked:
    'Tailored from what Seeker read, unchecked: role and education headings are kept as your resume writes them, and nothing is claimed beyond what it says. Check what Seeker read for full tailoring.',
} as const;

/**
 * Why a saved resume is not tailored until its owner checks what Seeker read (issue 68; 409
 * RESUME_NOT_CHECKED): the reading found no roles, says it cannot be trusted as a whole, or is unsure of
 * many of its fields (packages/agents/src/resume/structure/check-first.ts).
 */
export const checkFirstMessages = {
  noRoles:
    'Seeker read no roles from this resume, so it is not tailored until you check what Seeker read: add your roles (or confirm you have none), then tailor again.',
  problems: (problems: readonly string[]) =>
    `Seeker could not read this resume reliably (${problems.join('; ')}), so it is not tailored until you check what Seeker read: correct the fields and confirm them, then tailor again.`,
  unsure: (unsure: number, fields: number) =>
    `Seeker is unsure of ${unsure} of the ${fields} fields it read from this resume, so it is not tailored until you check what Seeker read: correct them and confirm, then tailor again.`,
} as const;

/** Limits on what one tailoring reads: a resume and a posting are a few pages, never a book. */
export const tailoringLimits = { maxResumeChars: 60_000, maxJobDescriptionChars: 40_000, maxCoverLetterChars: 10_000 } as const;

export const dateRangeSchema = z.object({
  text: z.string().check(z.describe('As the resume wrote it, e.g. "Jan 2020 – Present"')),
  start: z.nullable(z.string()).check(z.describe('YYYY or YYYY-MM')),
  end: z.nullable(z.string()).check(z.describe('YYYY or YYYY-MM; null when current')),
  current: z.boolean(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

/**
 * The lines a role's or a degree's header was read from, as the resume wrote them. Set by the reader; a
 * resume its owner has not checked is tailored with these lines in place of the fields read from them,
 * so a misread never becomes a heading the resume did not write.
 */
const writtenSchema = z.optional(z.array(z.string()).check(z.describe('The header lines as the resume wrote them (set by the reader)')));

export const experienceEntrySchema = z.object({
  role: z.string(),
  company: z.string(),
  location: z.string(),
  dates: z.nullable(dateRangeSchema),
  bullets: z.array(z.string()),
  written: writtenSchema,
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  degree: z.string(),
  school: z.string(),
  dates: z.nullable(dateRangeSchema),
  details: z.array(z.string()),
  written: writtenSchema,
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** A resume read into its sections (packages/agents/src/resume/parse-resume.ts). */
export const parsedResumeSchema = z.object({
  contact: z.object({
    name: z.string(),
    headline: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    links: z.array(z.string()),
    details: z.optional(
      z
        .array(z.string())
        .check(
          z.describe(
            'Personal details the resume states (a birth date, an address, a nationality, an ID number), as written: printed in the contact block, and in no other section',
          ),
        ),
    ),
  }),
  summary: z.string(),
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  skills: z.array(z.string()),
  other: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

export const skillMatchSchema = z.object({
  skill: z.string().check(z.describe("The posting's wording")),
  importance: z.enum(['required', 'preferred']),
  found: z
    .enum(['exact', 'synonym', 'missing'])
    .check(z.describe('exact: the posting\'s wording is in the resume; synonym: another name for it ("JS" for "JavaScript")')),
  prominent: z.boolean().check(z.describe('In the summary or the skills section, where a reader (or an ATS) looks first')),
});
export type SkillMatch = z.infer<typeof skillMatchSchema>;

export const scorePartSchema = z.object({
  key: z.enum(['required', 'preferred', 'keywords', 'prominence', 'title', 'relevance']),
  label: z.string(),
  earned: z.number(),
  max: z.number(),
  detail: z.string(),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

/** How well a resume matches a posting, 0–100, with the parts that make the score. */
export const matchAnalysisSchema = z.object({
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  parts: z.array(scorePartSchema),
  skills: z.array(skillMatchSchema),
  keywords: z.array(z.object({ term: z.string(), found: z.boolean() })),
});
export type MatchAnalysis = z.infer<typeof matchAnalysisSchema>;

export const tailoringChangeSchema = z.object({
  section: z.enum(['summary', 'skills', 'experience']),
  kind: z.enum(['rewritten', 'reordered', 'reworded', 'surfaced']),
  title: z.string().check(z.describe('What changed, e.g. "Bullets reordered at Acme"')),
  before: z.string(),
  after: z.string(),
});
export type TailoringChange = z.infer<typeof tailoringChangeSchema>;

export const keywordSuggestionSchema = z.object({
  term: z.string(),
  importance: z.enum(['required', 'preferred', 'keyword']),
  advice: z.string(),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestionSchema>;

/** The tailored resume and how it came about; `engine` says whether an LLM wrote parts of it. */
export const tailoredResumeSchema = z.object({
  resume: parsedResumeSchema,
  text: z.string(),
  before: matchAnalysisSchema,
  after: matchAnalysisSchema,
  changes: z.array(tailoringChangeSchema),
  suggestions: z.array(keywordSuggestionSchema),
  engine: z.enum(['deterministic', 'llm']),
  notes: z.array(z.string()).check(z.describe('Why parts of an LLM rewrite were replaced by the deterministic one, or why the LLM was not used')),
  readFrom: z.optional(
    z
      .enum(['confirmed', 'unchecked'])
      .check(
        z.describe(
          'confirmed: tailored from the structure its owner checked (full tailoring); unchecked: from what Seeker read, with headers kept as written and no claim beyond them',
        ),
      ),
  ),
});
export type TailoredResume = z.infer<typeof tailoredResumeSchema>;

const resumeSessionId = safeString().check(z.regex(/^resume-\d{1,16}$/, 'must be resume-{timestamp}'));

/**
 * POST /api/agents/tailor-resume (spec part 2 section 7). The resume is, first found: `resume_id` (one of the
 * caller's saved resumes), `resume_url`/`resume_storage_url` naming one of them, `resume_text`, and else
 * what `message` holds besides the posting. `context.job_description` is the posting.
 */
export const tailorResumeRequestSchema = z
  .object({
    message: safeString().check(
      z.trim(),
      z.minLength(1),
      z.maxLength(tailoringLimits.maxResumeChars + tailoringLimits.maxJobDescriptionChars + 2000),
      z.describe(
        'Spec part 2 section 7: text with the resume (its text, or the link …/api/resumes/{id}/file of one of your resumes) and the job description. Read for the resume only when `context` names none (no resume_id, resume_url, resume_storage_url or resume_text): the message less `context.job_description` is the resume, and must hold at least 150 characters of it',
      ),
    ),
    context: z.object({
      user_id: recordIdSchema,
      firebase_uid: z.optional(recordIdSchema),
      is_anonymous: z.optional(z.boolean()),
      task: z.optional(z.literal('resume_tailoring')),
      user_name: z.optional(safeString().check(z.maxLength(200))),
      user_email: z.optional(safeString().check(z.maxLength(320))),
      timestamp: z.optional(safeString().check(z.maxLength(64))),
      user_agent: z.optional(safeString().check(z.maxLength(1000))),
      require_authenticated_urls: z.optional(z.boolean()),
      resume_storage_url: z.optional(safeString().check(z.maxLength(2000))),
      resume_url: z.optional(safeString().check(z.maxLength(2000))),
      resume_id: z.optional(recordIdSchema).check(z.describe("One of the caller's saved resumes")),
      resume_text: z
        .optional(safeString().check(z.maxLength(tailoringLimits.maxResumeChars)))
        .check(z.describe('The resume as text, when it is typed rather than saved')),
      job_description: safeString().check(z.trim(), z.minLength(1), z.maxLength(tailoringLimits.maxJobDescriptionChars)),
      job_title: z.optional(safeString().check(z.trim(), z.maxLength(300))),
      job_company: z.optional(safeString().check(z.trim(), z.maxLength(300))),
      job_id: z.optional(recordIdSchema).check(z.describe('The saved job this is for; the result is kept as its tailoring record')),
    }),
    session_id: resumeSessionId,
    run_id: z
      .optional(z.uuid())
      .check(z.describe('A client-chosen UUID; progress is readable at /api/agents/runs/{run_id}/events while tailoring runs')),
  })
  .check(
    z.meta({
      examples: [
        {
          message: 'Tailor my resume to this job',
          context: {
            user_id: 'USER_ID',
            task: 'resume_tailoring',
            resume_id: 'RESUME_ID',
            job_id: 'JOB_ID',
            job_description: 'We need a React and TypeScript engineer…',
            job_title: 'Frontend Engineer',
            job_company: 'Acme',
            require_authenticated_urls: true,
          },
          session_id: 'resume-1767225600000',
        },
      ],
    }),
  );
export type TailorResumeRequest = z.infer<typeof tailorResumeRequestSchema>;

/** A tailoring kept for the user: the document, its analysis, and the job it is for. */
export const tailoringRecordSchema = z.object({
  id: z.string(),
  jobId: z.nullable(z.string()),
  jobTitle: z.string(),
  company: z.string(),
  resumeId: z.string().check(z.describe('The tailored resume (type "tailored")')),
  originalResumeId: z.nullable(z.string()),
  filename: z.string(),
  pdfUrl: z.string().check(z.describe('Owner-session download of the PDF')),
  docxUrl: z.string().check(z.describe('Owner-session download of the DOCX')),
  result: tailoredResumeSchema,
  createdAt: z.string(),
});
export type TailoringRecord = z.infer<typeof tailoringRecordSchema>;

/** The spec's answer: `content` with the document, plus the record we keep. `public_url` is our authenticated URL, never a world-readable one. */
export const tailorResumeResponseSchema = z.object({
  content: z.object({
    resume_text: z.string(),
    public_url: z.string().check(z.describe('Authenticated download (owner session)')),
    signed_url: z.string().check(z.describe('Works without a session until it expires')),
    signed_url_expires_at: z.string(),
    filename: z.string(),
    status: z.string(),
  }),
  tailoring: tailoringRecordSchema,
});
export type TailorResumeResponse = z.infer<typeof tailorResumeResponseSchema>;

/** A cover letter for one saved job; editable, kept per job. */
export const coverLetterSchema = z.object({
  jobId: z.string(),
  text: z.string(),
  engine: z.enum(['deterministic', 'llm']),
  notes: z.array(z.string()),
  resumeId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const writeCoverLetterRequestSchema = z
  .strictObject({
    resumeId: z.optional(recordIdSchema),
    resumeText: z.optional(safeString().check(z.maxLength(tailoringLimits.maxResumeChars))),
  })
  .check(
    z.refine((body) => body.resumeId !== undefined || (body.resumeText?.trim() ?? '') !== '', 'Send resumeId or resumeText'),
    z.meta({ examples: [{ resumeId: 'RESUME_ID' }] }),
  );

export const saveCoverLetterRequestSchema = z
  .strictObject({ text: safeString().check(z.trim(), z.minLength(1), z.maxLength(tailoringLimits.maxCoverLetterChars)) })
  .check(z.meta({ examples: [{ text: 'Dear Acme hiring team,\n\nI am writing to apply…\n\nSincerely,\nJane Doe' }] }));
