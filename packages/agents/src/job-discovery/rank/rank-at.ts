import type { Posting } from '../posting';
import { rankPostings } from './rank-postings';
import type { RankPreferences } from './ranked-posting';
import { createRankPreferences } from '../../testing/create-rank-preferences';

// For the ranking's tests: one clock, and rankings read as the ids they put in order.
export const now = new Date('2026-03-10T12:00:00Z');
export const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
export const rank = (postings: Posting[], preferences: Partial<RankPreferences>, limit?: number) =>
  rankPostings(postings, createRankPreferences(preferences), { now, limit });
export const ids = (ranked: { posting: Posting }[]) => ranked.map((item) => item.posting.sourceId);
