import { z } from 'zod/mini';
import { safeString } from './text';

/** The most a place field sends to be completed: no place's name and qualifiers run longer. */
export const placeQueryMaxLength = 100;

/** GET /api/places: what was typed in a place field (Locations), to complete. */
export const placeSuggestionsQuerySchema = z.strictObject({
  q: safeString().check(
    z.trim(),
    z.maxLength(placeQueryMaxLength, `A place is at most ${placeQueryMaxLength} characters`),
    z.describe('What was typed so far, e.g. "New Orl" or "New Orleans, LA"'),
    z.meta({ examples: ['New Orl'] }),
  ),
});

export const placeSuggestionSchema = z.object({
  label: z.string().check(z.describe('The place as the field keeps it, e.g. "New Orleans, Louisiana, United States"')),
  kind: z.enum(['remote', 'city', 'region', 'country']),
  currency: z.nullable(z.string()).check(z.describe("The place's country's main currency (ISO 4217); null for Remote")),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeSuggestionsSchema = z.object({
  places: z.array(placeSuggestionSchema).check(z.maxLength(8), z.describe('Best first; none for under two letters or no place so named')),
});
export type PlaceSuggestions = z.infer<typeof placeSuggestionsSchema>;

/** The location a pay range saved without a currency takes its currency from: the first that is not remote work. */
export const payLocation = (locations: readonly string[]) => locations.find((location) => !/\bremote\b/i.test(location));

/** The best reading of a place that has a currency (Remote has none), or null. */
export const placeWithCurrency = (places: readonly PlaceSuggestion[]) => places.find((place) => place.currency !== null) ?? null;
