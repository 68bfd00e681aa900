import { describe, expect, it } from 'vitest';
import { deliveryTime } from './quiet-hours';

const send = (at: string, start: string, end: string, zone = 'America/New_York') => deliveryTime(new Date(at), { start, end }, zone).toISOString();

describe('deliveryTime', () => {
  it('holds 07:00 back to 08:00 when quiet hours run across midnight (22:00–08:00)', () => {
    // 07:00 EST on 23 November is 12:00Z; quiet hours end at 08:00 EST, 13:00Z.
    expect(send('2026-11-23T12:00:00Z', '22:00', '08:00')).toBe('2026-11-23T13:00:00.000Z');
    // 23:00 EST on the 22nd waits for 08:00 the next morning.
    expect(send('2026-11-23T04:00:00Z', '22:00', '08:00')).toBe('2026-11-23T13:00:00.000Z');
    // 22:00 sharp is quiet; 08:00 sharp is not.
    expect(send('2026-11-23T03:00:00Z', '22:00', '08:00')).toBe('2026-11-23T13:00:00.000Z');
    expect(send('2026-11-23T13:00:00Z', '22:00', '08:00')).toBe('2026-11-23T13:00:00.000Z');
    // Midday goes at once.
    expect(send('2026-11-23T17:00:00Z', '22:00', '08:00')).toBe('2026-11-23T17:00:00.000Z');
  });

  it('handles quiet hours within one day, equal start and end (none), and the zone of the schedule', () => {
    expect(send('2026-11-23T15:00:00Z', '09:00', '17:00')).toBe('2026-11-23T22:00:00.000Z');
    expect(send('2026-11-23T23:00:00Z', '09:00', '17:00')).toBe('2026-11-23T23:00:00.000Z');
    expect(send('2026-11-23T04:00:00Z', '22:00', '22:00')).toBe('2026-11-23T04:00:00.000Z');
    // 07:00 in Berlin (06:00Z) is quiet there, though it is 01:00 in New York either way.
    expect(send('2026-11-23T06:00:00Z', '22:00', '08:00', 'Europe/Berlin')).toBe('2026-11-23T07:00:00.000Z');
  });

  it('ends quiet hours on a day the clocks change by the wall clock', () => {
    // 1 November 2026, New York falls back at 02:00: 07:00 EST is 12:00Z, and 08:00 EST is 13:00Z.
    expect(send('2026-11-01T12:00:00Z', '22:00', '08:00')).toBe('2026-11-01T13:00:00.000Z');
  });
});
