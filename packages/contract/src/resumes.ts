import { z } from 'zod/mini';
import { recordIdSchema, safeString } from './text';

export const resumeFileTypes = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt', 'png', 'jpg'] as const;
export type ResumeFileType = (typeof resumeFileTypes)[number];

export const resumeLimits = { maxBytes: 10 * 1024 * 1024 } as const;

/** Spec wording, shown by the wizard and returned by the server. */
export const resumeMessages = {
  tooLarge: 'File size must be less than 10MB',
  wrongType: 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file',
  // Not the spec's words: refusals it does not word.
  empty: 'The file is empty. Choose the file that contains your resume.',
  notText: 'This .txt file is not plain text. Save your resume as UTF-8 text, PDF or DOCX and upload that.',
  /** The bytes are a format Seeker reads, but the name says another ("CV.docx" that is a PDF). */
  namedAsAnother: (kind: string, extension: string, rightExtension: string) =>
    `This file is ${kind}, though its name ends in .${extension}. Rename it to end in .${rightExtension} and upload it again.`,
  uploadFailed: 'Failed to upload resume. Please try again.',
  uploadThrew: 'Error uploading resume. Please check your connection and try again.',
  listFailed: 'Could not fetch resumes.',
  listThrew: 'Error fetching resumes.',
  replaceTailored: 'A tailored resume is made for one posting: tailor it again instead of replacing its file.',
  primaryTailored: 'Only a resume you uploaded can be your primary resume.',
} as const;

export const resumeMetadataSchema = z.object({
  title: z.string(),
  uploadSource: z.enum(['manual', 'ai_generated']),
  isOriginal: z.boolean(),
  keywords: z.array(z.string()),
  fileSize: z.number().check(z.int()),
  fileType: z.enum(resumeFileTypes),
  uploadedAt: z.string(),
  storagePath: z.string(),
  // A tailored resume (uploadSource "ai_generated") says what it was made for and from.
  description: z.optional(z.string()),
  relatedJobId: z.optional(z.nullable(z.string())),
  relatedCompany: z.optional(z.string()),
  relatedRole: z.optional(z.string()),
  originalResumeId: z.optional(z.nullable(z.string())),
  customizations: z.optional(z.array(z.string())),
  /** The text was read from images by OCR (a scanned PDF, a photo of a resume): every field read from it needs checking. */
  readByOcr: z.optional(z.boolean()),
});

export const resumeSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['original', 'tailored']),
  fileType: z.enum(resumeFileTypes),
  fileSize: z.number().check(z.int()),
  /** Owner-only download through the session. */
  fileUrl: z.string(),
  /** The same resume as DOCX (tailored resumes have both), owner-only; null when there is none. */
  docxUrl: z.nullable(z.string()),
  storagePath: z.string(),
  /** False when the file held no text, not even what OCR could read (a faint scan, say): stored, but flagged. */
  hasText: z.boolean(),
  textLength: z.number().check(z.int()),
  /** When its owner confirmed the fields Seeker read ("Check what Seeker read"); null while unchecked. */
  structureConfirmedAt: z.nullable(z.string()),
  metadata: resumeMetadataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const resumeListSchema = z.object({
  resumes: z.array(resumeSchema).check(z.describe('The primary resume first, then newest first')),
  primaryResumeId: z
    .nullable(z.string())
    .check(
      z.describe(
        'The resume searches, tailoring and "Fill from my resume" start from: the one the user chose, else the newest uploaded; null without one',
      ),
    ),
});
export type ResumeList = z.infer<typeof resumeListSchema>;

export const primaryResumeRequestSchema = z
  .object({ resumeId: recordIdSchema })
  .check(z.meta({ examples: [{ resumeId: '6f1c2b1e-5d2a-4c1b-9a59-0b7f6e0d9c11' }] }));

/** The replacement file of PUT /api/resumes/{resumeId}/file; the record (id, title, keywords) stays. */
export const resumeReplaceFormSchema = z.object({
  file: z.file().check(
    z.meta({
      description: `The new file: PDF, DOCX, DOC (Word 97–2003), ODT, RTF, TXT, PNG or JPEG (a scan or photo, read by OCR), at most ${resumeLimits.maxBytes / 1024 / 1024} MB`,
    }),
  ),
});

/** The multipart `metadata` field of an upload; title defaults to the file name. */
export const resumeUploadMetadataSchema = z.object({
  title: z.optional(safeString().check(z.trim(), z.minLength(1), z.maxLength(200))),
  keywords: z._default(z.array(safeString().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50)), []),
});

/** The upload form as the OpenAPI document describes it (the server reads the parts as a stream). */
export const resumeUploadFormSchema = z.object({
  file: z.file().check(
    z.meta({
      description: `The resume: PDF, DOCX, DOC (Word 97–2003), ODT, RTF, TXT, PNG or JPEG (a scan or photo, read by OCR), at most ${resumeLimits.maxBytes / 1024 / 1024} MB`,
    }),
  ),
  metadata: z
    .optional(z.string())
    .check(z.meta({ description: 'JSON {"title"?: string, "keywords"?: string[]}', examples: ['{"title":"Jane Doe CV","keywords":["Engineer"]}'] })),
});

/** The suggestion form: the file only (nothing is stored). */
export const resumeSuggestionFormSchema = z.object({
  file: z
    .file()
    .check(z.meta({ description: 'The resume chosen in the preferences wizard, read and then forgotten: the same formats and size as an upload' })),
});

/** What a resume offers the preferences wizard: its own words, each offered for the person to take or leave. */
export const resumeSuggestionsSchema = z.object({
  roles: z.array(z.string()).check(z.describe('Its roles’ titles, in its order (at most 6)')),
  skills: z.array(z.string()).check(z.describe('The skills it lists, as it writes them (at most 15)')),
  places: z.array(z.string()).check(z.describe('Its places: where the person lives, then where the latest roles were (at most 4)')),
});
export type ResumeSuggestions = z.infer<typeof resumeSuggestionsSchema>;

export const resumeIdParamsSchema = z.object({ resumeId: recordIdSchema });

/** GET /api/resumes/{resumeId}/text: the text Seeker read from the file, for the owner to check and correct. */
export const resumeTextSchema = z.object({
  text: z.string().check(z.describe('The extracted text, as the resume agents read it; empty when the file held none')),
  hasText: z.boolean(),
});
export type ResumeText = z.infer<typeof resumeTextSchema>;

export const fileFormatQuerySchema = z.object({
  format: z.optional(z.enum(['pdf', 'docx'])).check(z.describe('A tailored resume: its PDF (default) or its DOCX')),
});

export const signedUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedUrl = z.infer<typeof signedUrlSchema>;
