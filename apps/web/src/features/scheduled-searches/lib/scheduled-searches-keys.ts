/** Every cached list of scheduled searches sits under one root: a preferences save invalidates them all. */
export const scheduledSearchesKeys = {
  all: ['scheduled-searches'] as const,
  list: (userId: string) => ['scheduled-searches', userId] as const,
};
