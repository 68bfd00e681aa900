import { describe, expect, it } from 'vitest';
import { foldIcsLine, icsCalendar, icsText, icsTime } from './ics-text';

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(icsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes UTC times without separators', () => {
    expect(icsTime(new Date('2026-12-03T14:15:00.000Z'))).toBe('20261203T141500Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes an empty calendar when there are no events', () => {
    const text = icsCalendar([], new Date('2026-11-24T00:00:00Z'));
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Seeker//Applications//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });
});
