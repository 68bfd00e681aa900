import { placeSuggestionsSchema } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The currency of the place a location names (its best reading), with the place as Seeker read it; null for none. */
export function usePlaceCurrency(location: string | undefined) {
  return useQuery({
    queryKey: ['place-currency', location],
    enabled: Boolean(location),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const { places } = await apiFetch(`/api/places?q=${encodeURIComponent(location ?? '')}`, { schema: placeSuggestionsSchema, signal });
      const place = places.find((entry) => entry.currency !== null);
      return place?.currency ? { currency: place.currency, place: place.label } : null;
    },
  });
}
