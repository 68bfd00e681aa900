/** Every cached view of saved jobs sits under one root, so a change to a job can reach them all. */
export const savedJobsKeys = {
  all: ['saved-jobs'] as const,
  dashboard: (userId: string) => ['saved-jobs', 'dashboard', userId] as const,
  pages: (userId: string) => ['saved-jobs', 'pages', userId] as const,
  session: (userId: string, sessionId: string) => ['saved-jobs', 'session', userId, sessionId] as const,
};
