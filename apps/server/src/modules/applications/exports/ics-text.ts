/** A TEXT value in iCalendar (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC DATE-TIME: 20261203T133000Z. */
export function icsTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line to at most 75 octets per line (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A reminder before an event (RFC 5545 3.6.6): `before` is a DURATION ("P1D", "PT1H"), `words` what the reminder shows. */
export type CalendarAlarm = { before: string; words: string };

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  alarms?: CalendarAlarm[];
};

/** A calendar file of events (VCALENDAR 2.0), CRLF line ends, lines folded. */
export function icsCalendar(events: CalendarEvent[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Seeker//Applications//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsTime(stamp)}`,
      `DTSTART:${icsTime(event.start)}`,
      `DTEND:${icsTime(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      ...(event.alarms ?? []).flatMap((alarm) => [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `TRIGGER;RELATED=START:-${alarm.before}`,
        `DESCRIPTION:${icsText(alarm.words)}`,
        'END:VALARM',
      ]),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
