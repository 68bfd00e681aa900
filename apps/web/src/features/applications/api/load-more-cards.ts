import type { ApplicationBoard, JobStatus } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsKeys } from '../lib/applications-keys';
import { appendColumnPage } from '../lib/board-cache';
import type { BoardFilters } from '../lib/board-filters';
import { getApplicationBoard } from './get-application-board';

type LoadMoreInput = { status: JobStatus; offset: number };

/**
 * A column's "Show more": reads its next cards (GET /api/applications?status=&offset=) into the board
 * already cached, so a move afterwards changes one board, not a board and a list beside it.
 */
export function useLoadMoreCards(filters: BoardFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status, offset }: LoadMoreInput) => {
      const page = await getApplicationBoard({ filters, column: { status, offset } });
      const column = page.columns.find((candidate) => candidate.status === status);
      if (!column) throw new Error(`The server sent no ${status} column`);
      return column;
    },
    onSuccess: (column) =>
      queryClient.setQueryData<ApplicationBoard>(applicationsKeys.board(filters), (board) => (board ? appendColumnPage(board, column) : board)),
  });
}
