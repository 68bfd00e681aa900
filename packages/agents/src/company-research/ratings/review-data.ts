import type { ReviewsSummary } from '@seeker/contract';
import { list, text } from './read-values';

/** company-reviews → data: the provider's page of reviews (read defensively: fields may be missing). */
export type ReviewsData = { reviews?: unknown };

type Review = {
  summary?: unknown;
  pros?: unknown;
  cons?: unknown;
  job_title?: unknown;
  location?: unknown;
  length_of_employment?: unknown;
  employment_status?: unknown;
};

const kept = 3;

/** Pros and cons quoted from the newest reviews, and the newest one as the recent insight. */
export function toReviewsSummary(data: ReviewsData | undefined, link: string | null): ReviewsSummary {
  const reviews = list(data?.reviews) as Review[];
  const quotes = (field: 'pros' | 'cons') =>
    [...new Set(reviews.map((review) => clip(text(review[field]))).filter((quote): quote is string => quote !== null))].slice(0, kept);
  const newest = reviews[0];
  const location = text(newest?.location) ?? text((newest?.location as { name?: unknown } | undefined)?.name);
  const lengthOfEmployment =
    typeof newest?.length_of_employment === 'number' ? `${newest.length_of_employment} years` : text(newest?.length_of_employment);
  return {
    pros: quotes('pros'),
    cons: quotes('cons'),
    recentInsight: newest
      ? {
          title: text(newest.job_title),
          location,
          duration: lengthOfEmployment ?? text(newest.employment_status),
          snippet: clip(text(newest.summary) ?? text(newest.pros)),
        }
      : null,
    link,
  };
}

function clip(quote: string | null): string | null {
  if (quote === null) return null;
  return quote.length > 240 ? `${quote.slice(0, 239).trimEnd()}…` : quote;
}
