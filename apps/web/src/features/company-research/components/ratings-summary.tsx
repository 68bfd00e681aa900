import type { CompanyResearch } from '@seeker/contract';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatShare } from '../lib/format-research';
import { ratingTone, toneClassName } from '../lib/rating-tone';
import { Cite, unavailableText } from './citation';

/** Overall rating with its review count, share who would recommend, CEO approval; or why there are none. */
export function RatingsSummary({ record }: { record: CompanyResearch }) {
  const ratings = record.ratings;
  if (!ratings) return <p className="text-sm text-muted-foreground">{unavailableText(record, 'ratings')}</p>;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      {ratings.overall === null ? (
        <span className="text-muted-foreground">No overall rating</span>
      ) : (
        <span className={cn('inline-flex items-center gap-1 text-base font-semibold', toneClassName[ratingTone(ratings.overall)])}>
          <Star aria-hidden="true" className="size-4 fill-current" />
          {ratings.overall.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </span>
      )}
      {ratings.reviewCount !== null && <span className="text-muted-foreground">{ratings.reviewCount.toLocaleString()} reviews</span>}
      {ratings.recommendToFriend !== null && <span>{formatShare(ratings.recommendToFriend)} recommend</span>}
      {ratings.ceo?.rating != null && <span>{formatShare(ratings.ceo.rating)} approve of the CEO</span>}
      <Cite record={record} field="ratings" />
    </div>
  );
}
