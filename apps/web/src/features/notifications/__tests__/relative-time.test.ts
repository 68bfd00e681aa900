import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../lib/relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [20, 'just now'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [2 * 3600, '2 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [14 * 86_400, '2 weeks ago'],
    [400 * 86_400, 'last year'],
  ])('%i seconds ago is "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now, 'en')).toBe(text);
  });

  it('shows an unreadable time as given', () => {
    expect(formatRelativeTime('soon', now, 'en')).toBe('soon');
  });
});
