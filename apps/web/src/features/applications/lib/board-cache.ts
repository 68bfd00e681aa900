import type { ApplicationBoard, BoardCard, BoardColumn, JobStatus } from '@seeker/contract';

/** Where a card sits on a board: its column and its place in that column's list. */
export type CardPlace = { card: BoardCard; status: JobStatus; index: number };

export function findCard(board: ApplicationBoard, jobId: string): CardPlace | undefined {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card.jobId === jobId);
    if (index >= 0) return { card: column.cards[index]!, status: column.status, index };
  }
  return undefined;
}

/** Where "Show more" starts moves with the cards shown before it: one fewer, one more. */
const shiftOffset = (offset: number | null, by: number) => (offset === null ? null : Math.max(0, offset + by));

function withoutCard(column: BoardColumn, jobId: string): BoardColumn {
  if (!column.cards.some((card) => card.jobId === jobId)) return column;
  return {
    ...column,
    cards: column.cards.filter((card) => card.jobId !== jobId),
    total: column.total - 1,
    nextOffset: shiftOffset(column.nextOffset, -1),
  };
}

function withCard(column: BoardColumn, card: BoardCard, index: number): BoardColumn {
  const cards = [...column.cards];
  cards.splice(Math.min(index, cards.length), 0, card);
  return { ...column, cards, total: column.total + 1, nextOffset: shiftOffset(column.nextOffset, 1) };
}

/**
 * The board with one card moved to `status` (changed by `patch`), at `index` of that column: the top,
 * as the server lists the latest move first (in no stage: a move to another status leaves its stage).
 * A board without the card is returned as is.
 */
export function moveCard(board: ApplicationBoard, jobId: string, status: JobStatus, patch: Partial<BoardCard> = {}, index = 0): ApplicationBoard {
  const place = findCard(board, jobId);
  if (!place) return board;
  const stage = status === place.status ? place.card.stage : null;
  const card: BoardCard = { ...place.card, stage, ...patch, status };
  const columns = board.columns.map((column) => {
    const without = withoutCard(column, jobId);
    return column.status === status ? withCard(without, card, index) : without;
  });
  return { ...board, columns };
}

/** Changes one card where it is. */
export function patchCard(board: ApplicationBoard, jobId: string, patch: Partial<BoardCard>): ApplicationBoard {
  const columns = board.columns.map((column) =>
    column.cards.some((card) => card.jobId === jobId)
      ? { ...column, cards: column.cards.map((card) => (card.jobId === jobId ? { ...card, ...patch } : card)) }
      : column,
  );
  return { ...board, columns };
}

/** Adds a column's next page ("Show more"); a card already shown (moved in meanwhile) is not shown twice. */
export function appendColumnPage(board: ApplicationBoard, page: BoardColumn): ApplicationBoard {
  const columns = board.columns.map((column) => {
    if (column.status !== page.status) return column;
    const shown = new Set(column.cards.map((card) => card.jobId));
    return {
      ...column,
      cards: [...column.cards, ...page.cards.filter((card) => !shown.has(card.jobId))],
      total: page.total,
      nextOffset: page.nextOffset,
    };
  });
  return { ...board, columns };
}

export function isBoardEmpty(board: ApplicationBoard): boolean {
  return board.columns.every((column) => column.total === 0 && column.cards.length === 0);
}
