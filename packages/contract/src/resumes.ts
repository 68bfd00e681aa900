import { z } from 'zod';

export const resumeFileTypes = ['pdf', 'docx', 'txt'] as const;
export type ResumeFileType = (typeof resumeFileTypes)[number];

export const resumeLimits = { maxBytes: 10 * 1024 * 1024 } as const;

/** Spec wording, shown by the wizard and returned by the server. */
export const resumeMessages = {
  tooLarge: 'File size must be less than 10MB',
  wrongType: 'Please upload a PDF, DOCX, or TXT file',
  uploadFailed: 'Failed to upload resume. Please try again.',
  uploadThrew: 'Error uploading resume. Please check your connection and try again.',
  listFailed: 'Could not fetch resumes.',
  listThrew: 'Error fetching resumes.',
} as const;

export const resumeMetadataSchema = z.object({
  title: z.string(),
  uploadSource: z.enum(['manual', 'ai_generated']),
  isOriginal: z.boolean(),
  keywords: z.array(z.string()),
  fileSize: z.number().int(),
  fileType: z.enum(resumeFileTypes),
  uploadedAt: z.string(),
  storagePath: z.string(),
});

export const resumeSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['original', 'tailored']),
  fileType: z.enum(resumeFileTypes),
  fileSize: z.number().int(),
  /** Owner-only download through the session. */
  fileUrl: z.string(),
  storagePath: z.string(),
  /** False when the file held no extractable text (a scanned PDF, say): stored, but flagged. */
  hasText: z.boolean(),
  textLength: z.number().int(),
  metadata: resumeMetadataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

export const resumeListSchema = z.object({ resumes: z.array(resumeSchema) });

/** The multipart `metadata` field of an upload; title defaults to the file name. */
export const resumeUploadMetadataSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  keywords: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});

export const resumeIdParamsSchema = z.object({ resumeId: z.string().min(1).max(64) });

export const signedUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedUrl = z.infer<typeof signedUrlSchema>;
