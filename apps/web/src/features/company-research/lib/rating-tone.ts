export type RatingTone = 'good' | 'fair' | 'poor';

/** Spec part 2 section 9: 4 or above green, 3 or above yellow, below that red. */
export function ratingTone(rating: number): RatingTone {
  if (rating >= 4) return 'good';
  if (rating >= 3) return 'fair';
  return 'poor';
}

export const toneClassName: Record<RatingTone, string> = {
  good: 'text-emerald-700 dark:text-emerald-400',
  fair: 'text-amber-700 dark:text-amber-300',
  poor: 'text-red-700 dark:text-red-400',
};
