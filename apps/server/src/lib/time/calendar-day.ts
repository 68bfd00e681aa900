import { wallTimeAt } from './zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) a clock in `zone` shows at `instant`. */
export function calendarDayIn(instant: Date, zone: string): string {
  const wall = wallTimeAt(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** A YYYY-MM-DD day as numbers (month 1–12). */
export function partsOfDay(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year!, month: month!, day: date! };
}
