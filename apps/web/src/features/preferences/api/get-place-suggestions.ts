import { placeQueryMaxLength, placeSuggestionsSchema, type PlaceSuggestion } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** Places whose name starts with what was typed, best first, as long as the route takes (the browser caches each answer). */
export async function getPlaces(typed: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
  const query = encodeURIComponent(typed.trim().slice(0, placeQueryMaxLength));
  return (await apiFetch(`/api/places?q=${query}`, { schema: placeSuggestionsSchema, signal })).places;
}

/** What Locations offers as something is typed: the places as the field keeps them. */
export async function getPlaceSuggestions(typed: string, signal: AbortSignal): Promise<string[]> {
  return (await getPlaces(typed, signal)).map((place) => place.label);
}
