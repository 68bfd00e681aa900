import { describe, expect, it } from 'vitest';
import { drainBatches } from './drain-batches';

describe('drainBatches', () => {
  it('runs batches until one finds nothing, summing what they did', async () => {
    const left = [5, 5, 2, 0];
    expect(await drainBatches(async () => ({ done: left[0]!, seen: left.shift()! }), 1_000)).toBe(12);
  });

  it('stops once its time budget has gone, leaving the rest for the next turn', async () => {
    let now = 0;
    let batches = 0;
    const done = await drainBatches(
      async () => {
        batches += 1;
        now += 400;
        return { done: 1, seen: 1 };
      },
      1_000,
      () => now,
    );
    expect({ done, batches }).toEqual({ done: 3, batches: 3 });
  });
});
