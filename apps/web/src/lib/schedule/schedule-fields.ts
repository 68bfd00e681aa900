import { frequencyResets, isTimeOfDay, type Frequency, type SearchSchedule } from '@seeker/contract';

/** Index = the day's value in a Weekly schedule (Sunday 0 to Saturday 6). */
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const monthDays = Array.from({ length: 31 }, (_, index) => index + 1);

/** Every 30 minutes over 24 hours: 00:00, 00:30 … 23:30. */
export const timeOptions = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

const fallbackTime = frequencyResets.Daily;
const fallbackDay = { Weekly: 0, Monthly: 1 } as const;
const dayRange = { Weekly: [0, 6], Monthly: [1, 31] } as const;

type DayFrequency = keyof typeof fallbackDay;

/** "09:00" → "9:00 AM", "00:30" → "12:30 AM", "12:00" → "12:00 PM"; anything else is returned as is. */
export function formatTime12h(time: string): string {
  if (!isTimeOfDay(time)) return time;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A frequency change starts the schedule over from that frequency's default. */
export function changeFrequency(schedule: SearchSchedule, frequency: Frequency): SearchSchedule {
  return { ...schedule, frequency, customSchedule: frequencyResets[frequency] };
}

/** The time part of a Daily ("HH:MM"), Weekly or Monthly ("day,HH:MM") schedule. */
export function scheduleTime(customSchedule: string): string {
  const time = customSchedule.includes(',') ? customSchedule.slice(customSchedule.indexOf(',') + 1) : customSchedule;
  return isTimeOfDay(time) ? time : fallbackTime;
}

/** The day part of a Weekly or Monthly schedule; a missing or impossible day is 0 (weekly) or 1 (monthly). */
export function scheduleDay(frequency: DayFrequency, customSchedule: string): number {
  const raw = customSchedule.includes(',') ? customSchedule.slice(0, customSchedule.indexOf(',')) : '';
  const day = Number(raw);
  const [min, max] = dayRange[frequency];
  return /^\d{1,2}$/.test(raw) && day >= min && day <= max ? day : fallbackDay[frequency];
}

/** A new day, keeping the time. */
export function withScheduleDay(customSchedule: string, day: number): string {
  return `${day},${scheduleTime(customSchedule)}`;
}

/** A new time, keeping the day (Weekly and Monthly). */
export function withScheduleTime(frequency: Frequency, customSchedule: string, time: string): string {
  if (frequency === 'Weekly' || frequency === 'Monthly') return `${scheduleDay(frequency, customSchedule)},${time}`;
  return time;
}

/** "Daily at 9:00 AM", "Weekly on Monday at 9:00 AM", "Monthly on day 1 at 9:00 AM", "Custom (cron): * * * * *". */
export function describeSchedule({ frequency, customSchedule }: Pick<SearchSchedule, 'frequency' | 'customSchedule'>): string {
  switch (frequency) {
    case 'Daily':
      return `Daily at ${formatTime12h(scheduleTime(customSchedule))}`;
    case 'Weekly':
      return `Weekly on ${weekdays[scheduleDay('Weekly', customSchedule)]} at ${formatTime12h(scheduleTime(customSchedule))}`;
    case 'Monthly':
      return `Monthly on day ${scheduleDay('Monthly', customSchedule)} at ${formatTime12h(scheduleTime(customSchedule))}`;
    case 'Custom':
      return `Custom (cron): ${customSchedule}`;
  }
}

/** The 30-minute options, plus `current` when it is off that grid (saved through the API, say). */
export function timeOptionsWith(current: string): string[] {
  if (!isTimeOfDay(current) || timeOptions.includes(current)) return timeOptions;
  return [...timeOptions, current].sort();
}

/** The time select's options, labelled in 12-hour time ("9:00 AM"). */
export function timeSelectOptions(current: string): { value: string; label: string }[] {
  return timeOptionsWith(current).map((value) => ({ value, label: formatTime12h(value) }));
}
