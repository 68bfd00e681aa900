import { describe, expect, it } from 'vitest';
import { retryInLabel, schedulerFailure } from './scheduler';

describe('schedulerFailure', () => {
  it('follows the spec table for 503 and 500, and CLARIFICATIONS.md for network (30 s) and other failures (60 s)', () => {
    expect(schedulerFailure({ status: 503 })).toEqual({
      error: 'Cloud Task queue is initializing. Please try again in a few minutes.',
      retryAfter: 120,
    });
    expect(schedulerFailure({ status: 500 })).toEqual({ error: 'Server error occurred. Please try again.', retryAfter: 60 });
    expect(schedulerFailure({ status: 400, error: 'Invalid schedule' })).toEqual({ error: 'Invalid schedule', retryAfter: 60 });
    expect(schedulerFailure({ status: 404, statusText: 'Not Found' })).toEqual({ error: 'Not Found', retryAfter: 60 });
    expect(schedulerFailure({ status: 418 })).toEqual({ error: 'The scheduler answered HTTP 418', retryAfter: 60 });
    expect(schedulerFailure('network').retryAfter).toBe(30);
  });

  it("takes the server's retry_after when it gives a usable one", () => {
    expect(schedulerFailure({ status: 503, retryAfter: 300 }).retryAfter).toBe(300);
    expect(schedulerFailure({ status: 500, retryAfter: 2.5 }).retryAfter).toBe(3);
    expect(schedulerFailure({ status: 500, retryAfter: -1 }).retryAfter).toBe(60);
    expect(schedulerFailure({ status: 400, retryAfter: Number.NaN }).retryAfter).toBe(60);
  });
});

describe('retryInLabel', () => {
  it('says minutes under an hour and hours from an hour, rounding up', () => {
    expect(retryInLabel(30)).toBe('Retry in 1m');
    expect(retryInLabel(120)).toBe('Retry in 2m');
    expect(retryInLabel(121)).toBe('Retry in 3m');
    expect(retryInLabel(3599)).toBe('Retry in 60m');
    expect(retryInLabel(3600)).toBe('Retry in 1h');
    expect(retryInLabel(5400)).toBe('Retry in 2h');
    expect(retryInLabel(0)).toBe('Retry in 1m');
  });
});
