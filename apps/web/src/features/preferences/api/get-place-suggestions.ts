import { placeQueryMaxLength, placeSuggestionsSchema } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** Places whose name starts with what was typed in Locations, as the field keeps them (the browser caches each answer). */
export async function getPlaceSuggestions(typed: string, signal: AbortSignal): Promise<string[]> {
  const query = encodeURIComponent(typed.trim().slice(0, placeQueryMaxLength));
  const { places } = await apiFetch(`/api/places?q=${query}`, { schema: placeSuggestionsSchema, signal });
  return places.map((place) => place.label);
}
