import type { Resume, ResumeList } from '@seeker/contract';

/** GET …/resumes as the server answers: the primary (by default the first uploaded one in the list) first. */
export function resumeList(resumes: Resume[], primaryResumeId = resumes.find((resume) => resume.type === 'original')?.id ?? null): ResumeList {
  return {
    resumes: [...resumes.filter((resume) => resume.id === primaryResumeId), ...resumes.filter((resume) => resume.id !== primaryResumeId)],
    primaryResumeId,
  };
}

/** One uploaded PDF resume as the server describes it; override any field. */
export function resumeFixture(overrides: Partial<Resume> = {}): Resume {
  const now = '2025-01-01T00:00:00.000Z';
  return {
    id: 'resume-1',
    title: 'ada-lovelace.pdf',
    type: 'original',
    fileType: 'pdf',
    fileSize: 2048,
    fileUrl: '/api/resumes/resume-1/file',
    docxUrl: null,
    storagePath: 'resumes/user-1/1_ada-lovelace.pdf',
    hasText: true,
    textLength: 120,
    metadata: {
      title: 'ada-lovelace.pdf',
      uploadSource: 'manual',
      isOriginal: true,
      keywords: [],
      fileSize: 2048,
      fileType: 'pdf',
      uploadedAt: now,
      storagePath: 'resumes/user-1/1_ada-lovelace.pdf',
    },
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
