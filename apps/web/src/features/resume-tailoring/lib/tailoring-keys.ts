export const tailoringKeys = {
  forJob: (jobId: string) => ['resume-tailoring', jobId] as const,
  coverLetter: (jobId: string) => ['cover-letter', jobId] as const,
};
