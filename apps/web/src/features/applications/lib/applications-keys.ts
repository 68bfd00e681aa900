import type { BoardFilters } from './board-filters';

/** Every cached view of the Application Manager sits under one root; a board is cached per filter set. */
export const applicationsKeys = {
  all: ['applications'] as const,
  boards: ['applications', 'board'] as const,
  board: (filters: BoardFilters) => ['applications', 'board', filters] as const,
  application: (jobId: string) => ['applications', 'application', jobId] as const,
};
