import { describe, expect, it } from 'vitest';
import { clipSummary } from '../lib/clip-summary';
import { favoritesKey, readFavorites, writeFavorites } from '../lib/company-favorites';
import { formatPay, sessionSuffix } from '../lib/format-research';
import { ratingTone } from '../lib/rating-tone';

describe('company research helpers', () => {
  it('colours ratings: 4 or above good, 3 or above fair, else poor', () => {
    expect([5, 4, 3.99, 3, 2.99, 0].map(ratingTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('cuts a summary at 120 characters and says so', () => {
    expect(clipSummary('x'.repeat(120))).toEqual({ text: 'x'.repeat(120), clipped: false });
    expect(clipSummary(`${'y'.repeat(119)} zzz`)).toEqual({ text: `${'y'.repeat(119)}…`, clipped: true });
  });

  it('keeps favourites as names in companyFavorites and survives what others wrote there', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    writeFavorites(new Set(['Globex', 'Acme Robotics']), storage);
    expect(store.get(favoritesKey)).toBe('["Acme Robotics","Globex"]');
    expect(readFavorites(storage)).toEqual(new Set(['Acme Robotics', 'Globex']));
    store.set(favoritesKey, '{not json');
    expect(readFavorites(storage)).toEqual(new Set());
    store.set(favoritesKey, '[1, "Initech", null]');
    expect(readFavorites(storage)).toEqual(new Set(['Initech']));
  });

  it('shows the session suffix and pay as people read them', () => {
    expect(sessionSuffix('session-1234-abcdefgh')).toBe('abcdefgh');
    expect(formatPay(140_000, 170_000, 'USD', 'year')).toBe('$140,000–$170,000 a year');
    expect(formatPay(25, 25, 'EUR', 'hour')).toBe('€25 an hour');
  });
});
