import { payLocation, type PayPeriod, type Preferences } from '@seeker/contract';
import { usePlaceCurrency } from '../api/get-place-currency';

/**
 * The currency and period the pay range is in, as it will be saved: as chosen, or for a range without a currency
 * the one of the first place the locations name (the server saves the same), else the dollar; a year. `note` says
 * where a currency Seeker chose comes from.
 */
export function usePayTerms(preferences: Pick<Preferences, 'salaryRange' | 'locations'>): { currency: string; period: PayPeriod; note?: string } {
  const pay = preferences.salaryRange;
  const location = pay.currency ? undefined : payLocation(preferences.locations);
  const place = usePlaceCurrency(location);
  const fromPlace = pay.currency ? null : (place.data ?? null);
  return {
    currency: pay.currency ?? fromPlace?.currency ?? 'USD',
    period: pay.period ?? 'year',
    ...(fromPlace
      ? {
          note: `In ${fromPlace.currency}: your first location, ${location}, reads as ${fromPlace.place}. Pick another currency if you are paid in it.`,
        }
      : {}),
  };
}
