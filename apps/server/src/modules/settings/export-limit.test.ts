import { describe, expect, it } from 'vitest';
import { ExportLimiter, exportLimit, exportLimitMessages } from './export-limit';

const at = (minutes: number) => new Date(Date.UTC(2026, 4, 1, 10, 0) + minutes * 60_000);

describe('ExportLimiter', () => {
  it('allows 3 exports an hour, then says when the oldest leaves the hour', () => {
    const limiter = new ExportLimiter();
    for (const minute of [0, 10, 20]) {
      const ticket = limiter.take('maya', at(minute));
      expect(ticket.ok).toBe(true);
      if (ticket.ok) ticket.finish();
    }
    expect(limiter.take('maya', at(30))).toEqual({ ok: false, reason: 'limit', retryAt: at(60) });
    expect(limiter.take('bob', at(30)).ok).toBe(true);
    expect(limiter.take('maya', at(60)).ok).toBe(true);
    expect(limiter.take('maya', at(61))).toMatchObject({ ok: false, reason: 'running' });
  });

  it('runs one export of a user at a time, and frees it when the first is over', () => {
    const limiter = new ExportLimiter();
    const first = limiter.take('maya', at(0));
    expect(limiter.take('maya', at(1))).toEqual({ ok: false, reason: 'running' });
    if (first.ok) first.finish();
    expect(limiter.take('maya', at(2)).ok).toBe(true);
  });

  it('does not count an export that failed on our side', () => {
    const limiter = new ExportLimiter();
    for (let turn = 0; turn < exportLimit.count + 2; turn++) {
      const ticket = limiter.take('maya', at(turn));
      expect(ticket.ok).toBe(true);
      if (ticket.ok) ticket.giveBack();
    }
  });

  it('says when to try again, on the user’s clock, never too early', () => {
    const message = exportLimitMessages.tooMany(new Date(Date.UTC(2026, 4, 1, 10, 59, 30)), { now: at(17), timeZone: 'UTC' });
    expect(message).toBe(
      'You have exported your data 3 times in the last hour, the most Seeker makes for one person. Try again after 11:00 UTC (in 43 minutes).',
    );
  });
});
