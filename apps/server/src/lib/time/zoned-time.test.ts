import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, wallTimeAt } from './zoned-time';

const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'Australia/Lord_Howe'];

describe('instantOf', () => {
  it('is the inverse of the wall clock for every instant outside a repeated hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2029, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minutes, zone) => {
          const instant = new Date(minutes * 60_000);
          const wall = wallTimeAt(instant, zone);
          const back = instantOf(wall, zone);
          // In a repeated hour the first occurrence wins, so the answer is never later than the instant.
          expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(wallTimeAt(back, zone)).toEqual(wall);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('lands a skipped time when the clocks do, also for a 30-minute shift (Lord Howe)', () => {
    // Lord Howe moves from 02:00 to 02:30 on 4 October 2026: 02:15 runs at 02:30 (+11, 15:30Z the day before).
    expect(instantOf({ year: 2026, month: 10, day: 4, hour: 2, minute: 15 }, 'Australia/Lord_Howe').toISOString()).toBe('2026-10-03T15:30:00.000Z');
  });
});
