export const researchKeys = {
  all: ['company-research'] as const,
  session: (sessionId: string | undefined) => ['company-research', 'session', sessionId ?? 'latest'] as const,
  job: (jobId: string) => ['company-research', 'job', jobId] as const,
  openRoles: (sessionId: string, companyId: string) => ['company-research', 'open-roles', sessionId, companyId] as const,
};
