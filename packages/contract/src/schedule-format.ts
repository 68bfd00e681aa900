/** Pure checks for the customSchedule formats (spec part 1 section 3), shared by web and server. */

export const timeOfDayPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeOfDay(value: string) {
  return timeOfDayPattern.test(value);
}

const cronFields = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  // 7 is Sunday too, as in most cron dialects.
  { name: 'day-of-week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
] as const;

type CronField = (typeof cronFields)[number];

function parseValue(raw: string, field: CronField): number | undefined {
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  if ('names' in field) {
    const index = (field.names as readonly string[]).indexOf(raw.toUpperCase());
    if (index >= 0) return field.name === 'month' ? index + 1 : index;
  }
  return undefined;
}

function checkPart(part: string, field: CronField): string | undefined {
  const [range, step, extra] = part.split('/');
  if (extra !== undefined || range === undefined || range === '') return `"${part}" is not a valid ${field.name} value`;
  if (step !== undefined && !/^[1-9]\d{0,1}$/.test(step)) return `step "${step}" in the ${field.name} field must be a whole number from 1`;
  if (range === '*') return undefined;
  const bounds = range.split('-');
  if (bounds.length > 2) return `"${part}" is not a valid ${field.name} value`;
  const values = bounds.map((bound) => parseValue(bound, field));
  for (const [index, value] of values.entries()) {
    if (value === undefined || value < field.min || value > field.max) {
      return `${field.name} "${bounds[index]}" must be between ${field.min} and ${field.max}`;
    }
  }
  if (values.length === 2 && values[0]! > values[1]!) return `range "${range}" in the ${field.name} field runs backwards`;
  return undefined;
}

/**
 * The five fields' own syntax and ranges (minute hour day-of-month month day-of-week), without croner's
 * verdict: why the expression is not five valid fields, or undefined. Only for schedules that already passed
 * cronProblem (cron-problem.ts) when they were written (a stored schedule read back); anything written goes through
 * cronProblem.
 */
export function cronSyntaxProblem(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (expression.trim() === '' || fields.length !== 5) {
    return 'Cron expression must have five fields: minute hour day-of-month month day-of-week';
  }
  for (const [index, value] of fields.entries()) {
    const field = cronFields[index]!;
    for (const part of value.split(',')) {
      const problem = checkPart(part, field);
      if (problem) return `Invalid cron expression: ${problem}`;
    }
  }
  return undefined;
}

let knownZones: Map<string, string> | undefined;

/** The IANA spelling of a zone given in any letter case ("europe/berlin" → "Europe/Berlin"). */
export function canonicalTimeZone(value: string): string {
  knownZones ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  return knownZones.get(value.toLowerCase()) ?? value;
}

export function isTimeZone(value: string) {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
