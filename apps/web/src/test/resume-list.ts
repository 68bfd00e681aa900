import type { Resume, ResumeList } from '@seeker/contract';

/** GET …/resumes as the server answers: the primary (by default the first uploaded one in the list) first. */
export function resumeList(resumes: Resume[], primaryResumeId = resumes.find((resume) => resume.type === 'original')?.id ?? null): ResumeList {
  return { resumes: [...resumes.filter((resume) => resume.id === primaryResumeId), ...resumes.filter((resume) => resume.id !== primaryResumeId)], primaryResumeId };
}
