import { stageMessages, type BoardCard as BoardCardData, type BoardColumn as BoardColumnData } from '@seeker/contract';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { jobStatusLabels } from '@/features/saved-jobs';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLoadMoreCards } from '../api/load-more-cards';
import type { BoardFilters } from '../lib/board-filters';
import { BoardCard, type BoardCardControls } from './board-card';
import { StatusBadge } from './status-badge';

type BoardColumnProps = {
  column: BoardColumnData;
  filters: BoardFilters;
  /** A dragged card is over this column. */
  dropTarget: boolean;
  dropProps: Pick<ComponentProps<'section'>, 'onDragOver' | 'onDragLeave' | 'onDrop'>;
  controlsFor: (card: BoardCardData) => BoardCardControls;
  /** Another column is the one a phone shows. */
  hiddenOnPhone: boolean;
  /** The user's day, which deadlines are counted from. */
  today: string;
};

const countText = (total: number) => `${total} ${total === 1 ? 'application' : 'applications'}`;

type CardGroup = { key: string; name: string | null; cards: BoardCardData[] };

/** The column's cards in runs of one stage, as the server orders them (no stage first, then the stages in order). */
function byStage(cards: BoardCardData[]): CardGroup[] {
  const groups: CardGroup[] = [];
  for (const card of cards) {
    const key = card.stage?.id ?? '';
    const last = groups.at(-1);
    if (last?.key === key) last.cards.push(card);
    else groups.push({ key, name: card.stage?.name ?? null, cards: [card] });
  }
  return groups;
}

/**
 * One status: its count, its cards (latest move first; under a heading per stage once any card is in one of
 * the user's stages) and "Show more" when the server holds more.
 */
export function BoardColumn({ column, filters, dropTarget, dropProps, controlsFor, hiddenOnPhone, today }: BoardColumnProps) {
  const label = jobStatusLabels[column.status];
  const headingId = `board-column-${column.status}`;
  const loadMore = useLoadMoreCards(filters);
  const cardList = useRef<HTMLDivElement>(null);
  // After "Show more" focus goes to the first card it added: the button may be gone.
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    if (firstAdded.current === null || column.cards.length <= firstAdded.current) return;
    cardList.current?.querySelectorAll('li')[firstAdded.current]?.querySelector('a')?.focus();
    firstAdded.current = null;
  }, [column.cards.length]);
  const groups = byStage(column.cards);
  const grouped = groups.some((group) => group.name !== null);
  const cardItems = (cards: BoardCardData[]) =>
    cards.map((card) => (
      <li key={card.jobId} className="min-w-0">
        <BoardCard card={card} controls={controlsFor(card)} today={today} />
      </li>
    ));

  const remaining = column.total - column.cards.length;
  return (
    <section
      aria-labelledby={headingId}
      data-column={label}
      {...dropProps}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-muted/40 p-3 md:w-72 md:shrink-0',
        hiddenOnPhone && 'max-md:hidden',
        dropTarget && 'border-primary bg-primary/5 ring-2 ring-primary',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 text-base font-semibold">
        <StatusBadge status={column.status} className="text-sm" />
        <span aria-hidden="true" className="rounded-full bg-background px-2 py-0.5 text-sm tabular-nums">
          {column.total}
        </span>
        <span className="sr-only">{`, ${countText(column.total)}`}</span>
      </h2>
      {column.cards.length > 0 ? (
        <div ref={cardList} className="grid gap-3">
          {grouped ? (
            groups.map((group) => (
              <div key={group.key} className="grid gap-2">
                <h3 className="text-sm font-semibold text-muted-foreground [overflow-wrap:anywhere]">
                  {group.name ?? stageMessages.noStage} <span className="sr-only">({label})</span>
                </h3>
                <ul aria-label={`${group.name ?? stageMessages.noStage}: ${label} applications`} className="grid gap-3">
                  {cardItems(group.cards)}
                </ul>
              </div>
            ))
          ) : (
            <ul aria-label={`${label} applications`} className="grid gap-3">
              {cardItems(column.cards)}
            </ul>
          )}
        </div>
      ) : (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">Nothing here yet.</p>
      )}
      {loadMore.error ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more. {getErrorMessage(loadMore.error)}
        </p>
      ) : null}
      {column.nextOffset !== null ? (
        <Button
          variant="outline"
          size="sm"
          aria-disabled={loadMore.isPending}
          aria-busy={loadMore.isPending}
          onClick={() => {
            if (loadMore.isPending || column.nextOffset === null) return;
            firstAdded.current = column.cards.length;
            loadMore.mutate({ status: column.status, offset: column.nextOffset });
          }}
        >
          {loadMore.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Show more <span className="sr-only">in {label}</span>
          {remaining > 0 ? ` (${remaining})` : null}
        </Button>
      ) : null}
    </section>
  );
}
