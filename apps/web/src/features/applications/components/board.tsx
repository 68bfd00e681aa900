import type { ApplicationBoard, BoardCard as BoardCardData, JobStatus } from '@seeker/contract';
import { useId, useRef, useState } from 'react';
import { ActionError } from '@/features/saved-jobs';
import { useMoveApplication } from '../api/move-application';
import { useSetStage } from '../api/set-stage';
import { useBoardMoves } from '../hooks/use-board-moves';
import { useCardDrag } from '../hooks/use-card-drag';
import { useColumnsInView } from '../hooks/use-columns-in-view';
import { findCard, moveCard } from '../lib/board-cache';
import type { BoardFilters } from '../lib/board-filters';
import { moveMessages } from '../lib/move-messages';
import type { BoardCardControls } from './board-card';
import { BoardColumn } from './board-column';
import { ColumnSwitcher } from './column-switcher';
import { ColumnsCue } from './columns-cue';

/** The column a phone shows first: the first with cards. */
const firstWithCards = (board: ApplicationBoard): JobStatus =>
  (board.columns.find((column) => column.total > 0) ?? board.columns[0])?.status ?? 'new';

/**
 * The columns, and the three ways to move a card between them: drag and drop, the keyboard on a card's
 * handle, and its Move to… menu (which also puts it in one of the user's stages). Each move is announced;
 * a refused one is put back and said so.
 */
export function Board({ board, filters }: { board: ApplicationBoard; filters: BoardFilters }) {
  const instructionsId = useId();
  const { move, error, dismissError } = useMoveApplication();
  const staging = useSetStage();
  const [phoneColumn, setPhoneColumn] = useState(() => firstWithCards(board));
  // A card moved on a phone is followed to its new column, so it (and the focus on it) stays in sight.
  const moveAndFollow = (jobId: string, status: JobStatus) => {
    setPhoneColumn(status);
    move(jobId, status);
  };
  const moves = useBoardMoves({ statuses: board.columns.map((column) => column.status), move: moveAndFollow });
  const drag = useCardDrag((jobId, status) => {
    const place = findCard(board, jobId);
    if (place) moves.moveTo(place.card, status, null);
  });
  const { lifted } = moves;
  const row = useRef<HTMLDivElement>(null);
  const rowId = useId();
  const inView = useColumnsInView(row);
  // A card held with the keyboard is drawn in the column it is over, so sighted keyboard users see it go.
  const shown = lifted && lifted.to !== lifted.from ? moveCard(board, lifted.jobId, lifted.to) : board;
  // On a phone, the column a card held with the keyboard is over.
  const onPhone = lifted?.to ?? phoneColumn;

  const controlsFor = (card: BoardCardData): BoardCardControls => ({
    lifted: lifted?.jobId === card.jobId,
    dragging: drag.dragging === card.jobId,
    focus: moves.focusRequest?.jobId === card.jobId ? moves.focusRequest.control : null,
    instructionsId,
    onHandleClick: () => moves.handleClick(card),
    onHandleKeyDown: (event) => moves.handleKeyDown(card, event),
    onMove: (status) => moves.moveTo(card, status),
    // Said (and followed on a phone) once the server has put it there; a refusal says where it stays.
    onStage: (stage) =>
      staging.setStage(card.jobId, stage?.id ?? null, {
        onDone: () => {
          if (stage) setPhoneColumn(stage.status);
          moves.settle(card, stage ? moveMessages.staged(card.title, stage.name, stage.status) : moveMessages.unstaged(card.title, card.status));
        },
        onFailed: () => moves.settle(card, moveMessages.notMoved(card.title, card.status)),
      }),
    dragProps: drag.cardProps(card.jobId),
  });

  return (
    <div className="grid min-w-0 gap-3">
      <ActionError message={error} onDismiss={dismissError} />
      <ActionError message={staging.error} onDismiss={staging.dismissError} />
      {/* Read with every card's handle; shown from tablets up (a phone has no drag and drop, and little room). */}
      <p id={instructionsId} className="sr-only md:not-sr-only md:text-sm md:text-muted-foreground">
        {moveMessages.instructions}
      </p>
      <ColumnSwitcher columns={shown.columns} current={onPhone} onChange={setPhoneColumn} />
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="board-announcer">
        {moves.announcement}
      </div>
      <ColumnsCue view={inView} row={row} rowId={rowId} />
      {/* One at a time on phones; side by side from tablets up, scrolling sideways when they do not fit, the edge
          with columns beyond it faded. Positioned, so the cards' screen-reader text stays inside the scrolling area,
          not widening the page. */}
      <div className="relative min-w-0">
        <div ref={row} id={rowId} className="relative grid gap-4 md:-mx-1 md:flex md:items-start md:overflow-x-auto md:px-1 md:pt-1 md:pb-3">
          {shown.columns.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              filters={filters}
              dropTarget={drag.over === column.status}
              dropProps={drag.columnProps(column.status)}
              controlsFor={controlsFor}
              hiddenOnPhone={column.status !== onPhone}
              today={shown.today}
            />
          ))}
        </div>
        {inView.after.length > 0 ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 hidden w-16 bg-gradient-to-l from-background md:block" />
        ) : null}
        {inView.before > 0 ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 hidden w-16 bg-gradient-to-r from-background md:block" />
        ) : null}
      </div>
    </div>
  );
}
