import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter';

const minute = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 9) + ms);

describe('WindowLimiter', () => {
  const limits = [
    { count: 2, windowMs: minute, name: 'minute' },
    { count: 3, windowMs: 60 * minute, name: 'hour' },
  ];

  it('holds every window at once and says when a turn is free again', () => {
    const limiter = new WindowLimiter(limits);
    expect(limiter.take('alice', at(0)).ok).toBe(true);
    expect(limiter.take('alice', at(1_000)).ok).toBe(true);
    expect(limiter.take('alice', at(2_000))).toEqual({ ok: false, limit: limits[0], retryAt: at(minute) });
    // Another key has its own turns.
    expect(limiter.take('bob', at(2_000)).ok).toBe(true);
    expect(limiter.take('alice', at(minute + 1)).ok).toBe(true);
    expect(limiter.take('alice', at(2 * minute + 5_000))).toEqual({ ok: false, limit: limits[1], retryAt: at(60 * minute) });
  });

  it('gives a released turn back, once', () => {
    const limiter = new WindowLimiter(limits);
    const first = limiter.take('alice', at(0));
    expect(limiter.take('alice', at(1)).ok).toBe(true);
    if (!first.ok) throw new Error('expected a turn');
    first.release();
    first.release();
    expect(limiter.take('alice', at(2)).ok).toBe(true);
    expect(limiter.take('alice', at(3)).ok).toBe(false);
  });
});
