import { describe, expect, it, vi } from 'vitest';
import { runsMoreThanHourly } from './describe-cron';

describe('describeCron', () => {
  it('says nothing until cronstrue has loaded, then spells the expression out in 12-hour AM/PM time, as the Review step shows every time (spec part 1 section 2)', async () => {
    // A module graph of its own: another test file in this worker may have loaded cronstrue already.
    vi.resetModules();
    const { cronDescriber, describeCron } = await import('./describe-cron');
    expect(cronDescriber.loaded()).toBeUndefined();
    expect(describeCron('* * * * *')).toBeUndefined();
    await cronDescriber.load();
    expect(cronDescriber.loaded()).toBeDefined();
    expect(describeCron('* * * * *')).toBe('Every minute');
    expect(describeCron('0 9 * * 1-5')).toBe('At 09:00 AM, Monday through Friday');
    expect(describeCron(' 30 14 1 * * ')).toBe('At 02:30 PM, on day 1 of the month');
    expect(describeCron('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeCron('not a cron')).toBeUndefined();
  });
});

describe('runsMoreThanHourly', () => {
  it.each(['* * * * *', '*/15 * * * *', '*/30 9 * * 1-5', '0,30 * * * *', '0-1 9 * * *', '5/15 * * * *', '0,1 9 * * *'])('%s: yes', (expression) =>
    expect(runsMoreThanHourly(expression)).toBe(true),
  );

  it.each(['0 * * * *', '0 9 * * 1-5', '30 14 1 * *', '59 */2 * * *', '0-0 * * * *', '50/15 * * * *', '5,5 * * * *'])('%s: no', (expression) =>
    expect(runsMoreThanHourly(expression)).toBe(false),
  );
});
