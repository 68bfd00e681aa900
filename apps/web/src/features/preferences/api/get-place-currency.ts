import { placeWithCurrency } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { getPlaces } from './get-place-suggestions';

/** The currency of the place a location names (its best reading), with the place as Seeker read it; null for none. */
export function usePlaceCurrency(location: string | undefined) {
  return useQuery({
    queryKey: ['place-currency', location],
    enabled: Boolean(location),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const place = placeWithCurrency(await getPlaces(location ?? '', signal));
      return place?.currency ? { currency: place.currency, place: place.label } : null;
    },
  });
}
