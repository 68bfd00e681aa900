export const researchKeys = {
  all: ['company-research'] as const,
  session: (sessionId: string | undefined) => ['company-research', 'session', sessionId ?? 'latest'] as const,
  job: (jobId: string) => ['company-research', 'job', jobId] as const,
};
