import { typedInSourceLabel, type ApplicationStage, type BoardCard as BoardCardData, type JobStatus } from '@seeker/contract';
import { GripVertical } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { jobStatusLabels } from '@/features/saved-jobs';
import { cn } from '@/lib/cn';
import type { FocusRequest } from '../hooks/use-board-moves';
import { timeInColumn } from '../lib/dates';
import { ApplicationLink } from './application-link';
import { AppliedWith, CardMarks, CardTags, NextFollowUp } from './card-details';
import { MoveMenu } from './move-menu';

export type BoardCardControls = {
  /** Picked up with the keyboard (drawn in the column it is over). */
  lifted: boolean;
  dragging: boolean;
  /** Which control to focus when the card is drawn (again) in a column, if any. */
  focus: FocusRequest['control'] | null;
  instructionsId: string;
  onHandleClick: () => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onMove: (status: JobStatus) => void;
  onStage: (stage: ApplicationStage | null) => void;
  dragProps: Pick<ComponentProps<'article'>, 'draggable' | 'onDragStart' | 'onDragEnd'>;
};

/** One application on the board: where it stands, for how long, what is next, and how to move it. */
export function BoardCard({ card, controls, today }: { card: BoardCardData; controls: BoardCardControls; today: string }) {
  const titleId = `application-${card.jobId}-title`;
  const handleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLAnchorElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const wanted = controls.focus;
  const { lifted } = controls;
  // A move draws the card anew in its new column: focus follows it there, and the whole card is brought
  // into view (focusing scrolls only as far as the control), in the column it went to or is held over.
  useEffect(() => {
    if (!wanted) return;
    const target = { handle: handleRef, menu: menuRef, title: titleRef }[wanted].current;
    if (target && document.activeElement !== target) target.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [wanted, lifted]);

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      {...controls.dragProps}
      className={cn(
        'grid cursor-grab gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-sm active:cursor-grabbing',
        controls.lifted && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
        controls.dragging && 'opacity-50',
      )}
    >
      <div className="grid min-w-0 gap-0.5">
        <h3 id={titleId} className="leading-snug font-semibold [overflow-wrap:anywhere]">
          <ApplicationLink ref={titleRef} jobId={card.jobId} title={card.title} />
        </h3>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{card.company}</p>
        {card.typedIn ? <p className="text-xs text-muted-foreground">{typedInSourceLabel}</p> : null}
      </div>
      <p className="text-xs text-muted-foreground">{timeInColumn(card.inColumnSince, jobStatusLabels[card.status])}</p>
      <CardMarks card={card} today={today} />
      {card.nextFollowUp ? <NextFollowUp followUp={card.nextFollowUp} /> : null}
      {card.appliedWith ? <AppliedWith sent={card.appliedWith} /> : null}
      <CardTags tags={card.tags} />
      <div className="flex items-center justify-between gap-2 border-t pt-2">
        <Button
          ref={handleRef}
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Move ${card.title}`}
          aria-describedby={controls.instructionsId}
          aria-pressed={controls.lifted}
          onClick={controls.onHandleClick}
          onKeyDown={controls.onHandleKeyDown}
        >
          <GripVertical aria-hidden="true" />
        </Button>
        <MoveMenu
          title={card.title}
          status={card.status}
          stage={card.stage}
          onMove={controls.onMove}
          onStage={controls.onStage}
          triggerRef={menuRef}
        />
      </div>
    </article>
  );
}
