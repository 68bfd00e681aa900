import { browserTimeZone } from '@/lib/browser-time-zone';

/** The 17 selectable zones (US, Canada, Europe, Asia, Australia, New Zealand). */
export const timeZones = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
  { value: 'America/Toronto', label: 'Eastern Time (Toronto)' },
  { value: 'America/Vancouver', label: 'Pacific Time (Vancouver)' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: 'Asia/Kolkata', label: 'India (Kolkata)' },
  { value: 'Asia/Singapore', label: 'Singapore' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'Pacific/Auckland', label: 'Auckland' },
] as const;

export type TimeZoneOption = { value: string; label: string };

/** The list plus the browser's own zone and the saved one, when they are not in it. */
export function timeZoneOptions(saved: string, browser = browserTimeZone()): TimeZoneOption[] {
  const options: TimeZoneOption[] = timeZones.map((zone) => ({ value: zone.value, label: `${zone.label} — ${zone.value}` }));
  if (!options.some((option) => option.value === browser)) options.push({ value: browser, label: `Your time zone — ${browser}` });
  if (!options.some((option) => option.value === saved)) options.push({ value: saved, label: saved });
  return options;
}

/** "Tokyo — Asia/Tokyo" for a listed zone, the bare IANA name otherwise. */
export function timeZoneLabel(value: string): string {
  const zone = timeZones.find((candidate) => candidate.value === value);
  return zone ? `${zone.label} — ${value}` : value;
}
