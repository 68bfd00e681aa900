import { readMonth } from './read-month';
import type { Draft } from './structure-draft';

/** A field the form refuses before sending, by its path in the API's body ("work.0.startDate"). */
export type FieldError = { path: string; message: string };

type Dated = { startDate: string; endDate: string };

/**
 * The draft with every Start and End as the API takes it (YYYY or YYYY-MM, empty for "present"), and one
 * message for each date it cannot read: those are kept as typed, and nothing is sent until they change.
 */
export function readDraftDates(draft: Draft): { draft: Draft; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const read = <T extends Dated>(entry: T, path: string): T => {
    const dates = { ...entry };
    for (const field of ['startDate', 'endDate'] as const) {
      const month = readMonth(entry[field], { end: field === 'endDate' });
      if ('error' in month) errors.push({ path: `${path}.${field}`, message: month.error });
      else dates[field] = month.value;
    }
    return dates;
  };
  const roles = draft.roles.map((role, index) => read(role, `work.${index}`));
  const degrees = draft.degrees.map((degree, index) => read(degree, `education.${index}`));
  return { draft: { ...draft, roles, degrees }, errors };
}
