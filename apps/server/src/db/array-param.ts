import { sql, type SQL } from 'drizzle-orm';

export type ArrayParamType = 'text' | 'int' | 'bigint' | 'timestamptz';

const needsEscape = /["\\]/;

function element(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `"${needsEscape.test(value) ? value.replace(/["\\]/g, '\\$&') : value}"`;
}

/**
 * An array parameter, cast to `type[]`, as PostgreSQL's array literal written here in one pass: the driver
 * writes the same literal but escapes every element with two regular expressions, and a batch of scheduled
 * runs sends thousands of elements (ids, fingerprints, places in a list). Numbers must be integers and
 * times ISO strings, as the type says.
 */
export function arrayParam(values: readonly (string | number | null)[], type: ArrayParamType): SQL {
  return sql`${sql.param(`{${values.map(element).join(',')}}`)}::${sql.raw(type)}[]`;
}
