import type { ApplicationBoard, BoardCard as BoardCardData } from '@seeker/contract';
import { useId } from 'react';
import { ActionError } from '@/features/saved-jobs';
import { useMoveApplication } from '../api/move-application';
import { useBoardMoves } from '../hooks/use-board-moves';
import { useCardDrag } from '../hooks/use-card-drag';
import { findCard, moveCard } from '../lib/board-cache';
import type { BoardFilters } from '../lib/board-filters';
import { moveMessages } from '../lib/move-messages';
import type { BoardCardControls } from './board-card';
import { BoardColumn } from './board-column';

/**
 * The columns, and the three ways to move a card between them: drag and drop, the keyboard on a card's
 * handle, and its Move to… menu. Each move is announced; a refused one is put back and said so.
 */
export function Board({ board, filters }: { board: ApplicationBoard; filters: BoardFilters }) {
  const instructionsId = useId();
  const { move, error, dismissError } = useMoveApplication();
  const moves = useBoardMoves({ statuses: board.columns.map((column) => column.status), move });
  const drag = useCardDrag((jobId, status) => {
    const place = findCard(board, jobId);
    if (place) moves.moveTo(place.card, status, null);
  });
  const { lifted } = moves;
  // A card held with the keyboard is drawn in the column it is over, so sighted keyboard users see it go.
  const shown = lifted && lifted.to !== lifted.from ? moveCard(board, lifted.jobId, lifted.to) : board;

  const controlsFor = (card: BoardCardData): BoardCardControls => ({
    lifted: lifted?.jobId === card.jobId,
    dragging: drag.dragging === card.jobId,
    focus: moves.focusRequest?.jobId === card.jobId ? moves.focusRequest.control : null,
    instructionsId,
    onHandleClick: () => moves.handleClick(card),
    onHandleKeyDown: (event) => moves.handleKeyDown(card, event),
    onMove: (status) => moves.moveTo(card, status),
    dragProps: drag.cardProps(card.jobId),
  });

  return (
    <div className="grid min-w-0 gap-3">
      <ActionError message={error} onDismiss={dismissError} />
      <p id={instructionsId} className="text-sm text-muted-foreground">
        {moveMessages.instructions}
      </p>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="board-announcer">
        {moves.announcement}
      </div>
      {/* Stacked on phones; side by side from tablets up, scrolling sideways when they do not fit.
          Positioned, so the cards' screen-reader text stays inside the scrolling area, not widening the page. */}
      <div className="relative grid gap-4 md:flex md:items-start md:overflow-x-auto md:pb-3">
        {shown.columns.map((column) => (
          <BoardColumn
            key={column.status}
            column={column}
            filters={filters}
            dropTarget={drag.over === column.status}
            dropProps={drag.columnProps(column.status)}
            controlsFor={controlsFor}
          />
        ))}
      </div>
    </div>
  );
}
