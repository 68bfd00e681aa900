/** Where "Check what Seeker read" is for one resume. */
export const checkResumePath = (resumeId: string) => `/resumes/${encodeURIComponent(resumeId)}/check`;
