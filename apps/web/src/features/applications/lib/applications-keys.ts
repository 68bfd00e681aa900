import type { BoardFilters } from './board-filters';
import type { TableSort } from './table-sort';

/** Every cached view of the Application Manager sits under one root; a board is cached per filter set. */
export const applicationsKeys = {
  all: ['applications'] as const,
  boards: ['applications', 'board'] as const,
  board: (filters: BoardFilters) => ['applications', 'board', filters] as const,
  application: (jobId: string) => ['applications', 'application', jobId] as const,
  tables: ['applications', 'table'] as const,
  /** Everyone on any application (GET /api/contacts). */
  contacts: ['applications', 'contacts'] as const,
  /** The user's custom stages (GET /api/application-stages). */
  stages: ['applications', 'stages'] as const,
  table: (filters: BoardFilters, sort: TableSort) => ['applications', 'table', filters, sort] as const,
};
