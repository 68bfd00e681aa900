import type { BoardCard, JobStatus } from '@seeker/contract';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { moveMessages } from '../lib/move-messages';

/** A card picked up with the keyboard: where it was, and the column it is over now. */
export type LiftedCard = { jobId: string; title: string; from: JobStatus; to: JobStatus; stage: BoardCard['stage'] };

/** After a move the card is drawn in another column (a new element): which of its controls gets focus back. */
export type FocusRequest = { jobId: string; control: 'handle' | 'menu' | 'title' };

type BoardMovesOptions = { statuses: readonly JobStatus[]; move: (jobId: string, status: JobStatus) => void };

/**
 * Moves on the board and what the live region says about them: the keyboard's pick up, arrow, drop
 * and cancel on a card's handle, and the one-step moves of the Move to… menu and of drag and drop.
 */
export function useBoardMoves({ statuses, move }: BoardMovesOptions) {
  const [lifted, setLifted] = useState<LiftedCard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

  // The same words twice are a change too (a second press at the last column): a trailing space toggles.
  const announce = useCallback((text: string) => setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text)), []);

  const moveTo = useCallback(
    (card: Pick<BoardCard, 'jobId' | 'title' | 'status' | 'stage'>, status: JobStatus, control: FocusRequest['control'] | null = 'menu') => {
      // A card dragged with the pointer does not take the focus.
      setFocusRequest(control ? { jobId: card.jobId, control } : null);
      if (status === card.status) return announce(moveMessages.notMoved(card.title, card.status));
      move(card.jobId, status);
      // A move to another status leaves the card's stage: said, as it is not seen.
      announce(moveMessages.moved(card.title, status, card.stage?.name));
    },
    [announce, move],
  );

  /** A change made elsewhere (a stage set): its words said, and focus kept on the card's menu once it is drawn again. */
  const settle = useCallback(
    (card: Pick<BoardCard, 'jobId'>, text: string) => {
      setFocusRequest({ jobId: card.jobId, control: 'menu' });
      announce(text);
    },
    [announce],
  );

  const pickUp = (card: BoardCard) => {
    setLifted({ jobId: card.jobId, title: card.title, from: card.status, to: card.status, stage: card.stage });
    setFocusRequest({ jobId: card.jobId, control: 'handle' });
    announce(moveMessages.pickedUp(card.title, card.status));
  };

  const drop = (card: LiftedCard) => {
    setLifted(null);
    moveTo({ jobId: card.jobId, title: card.title, status: card.from, stage: card.stage }, card.to, 'handle');
  };

  const cancel = (card: LiftedCard, control: FocusRequest['control'] = 'handle') => {
    setLifted(null);
    setFocusRequest({ jobId: card.jobId, control });
    announce(moveMessages.cancelled(card.title, card.from));
  };

  const step = (card: LiftedCard, by: -1 | 1) => {
    const index = statuses.indexOf(card.to) + by;
    const to = statuses[index];
    if (!to) return announce(moveMessages.edge(card.to, by > 0));
    setLifted({ ...card, to });
    announce(moveMessages.over(card.title, to, index + 1, statuses.length));
  };

  /** Space and Enter click the handle: pick up, or drop what is held. */
  const handleClick = (card: BoardCard) => {
    if (lifted?.jobId === card.jobId) return drop(lifted);
    if (lifted) cancel(lifted);
    pickUp(card);
  };

  const handleKeyDown = (card: BoardCard, event: KeyboardEvent<HTMLButtonElement>) => {
    if (lifted?.jobId !== card.jobId) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => step(lifted, -1),
      ArrowRight: () => step(lifted, 1),
      // Up and down read the same as left and right where the columns are stacked (narrow screens).
      ArrowUp: () => step(lifted, -1),
      ArrowDown: () => step(lifted, 1),
      Escape: () => cancel(lifted),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      // Leaving the handle puts the card back, and focus goes on to the card's control before or after it.
      event.preventDefault();
      cancel(lifted, event.shiftKey ? 'title' : 'menu');
    }
  };

  return { lifted, announcement, announce, settle, focusRequest, moveTo, handleClick, handleKeyDown };
}
