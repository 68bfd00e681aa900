import type { Resume, ResumeList } from '@seeker/contract';

/** GET …/resumes as the server answers: the primary (by default the first uploaded one in the list) first. */
export function resumeList(resumes: Resume[], primaryResumeId = resumes.find((resume) => resume.type === 'original')?.id ?? null): ResumeList {
  return {
    resumes: [...resumes.filter((resume) => resume.id === primaryResumeId), ...resumes.filter((resume) => resume.id !== primaryResumeId)],
    primaryResumeId,
  };
}

/** One uploaded PDF resume as the server describes it; its links, path and metadata follow its id and title. */
export function resumeFixture(overrides: Partial<Resume> = {}): Resume {
  const id = overrides.id ?? 'resume-1';
  const title = overrides.title ?? 'ada-lovelace.pdf';
  const createdAt = overrides.createdAt ?? '2025-01-01T00:00:00.000Z';
  const storagePath = `resumes/user-1/1_${title}`;
  return {
    id,
    title,
    type: 'original',
    fileType: 'pdf',
    fileSize: 2048,
    fileUrl: `/api/resumes/${id}/file`,
    docxUrl: null,
    storagePath,
    hasText: true,
    textLength: 120,
    structureConfirmedAt: null,
    metadata: { title, uploadSource: 'manual', isOriginal: true, keywords: [], fileSize: 2048, fileType: 'pdf', uploadedAt: createdAt, storagePath },
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
