import type { TestContext } from '../support/test-app';
import { userRows } from './database-state';
import type { Fixture } from './fixture';
import { seeders } from './seeders';
import { excerpt } from './send-within';

/** Alice's rows exactly as before, and each record seeded for her still intact (her file still downloads, unchanged). */
export async function victimUntouched(ctx: TestContext, victim: Fixture, rowsBefore: Record<string, unknown[]>) {
  const failures: string[] = [];
  const rowsAfter = await userRows(ctx.database, victim.who.userId);
  for (const table of Object.keys({ ...rowsBefore, ...rowsAfter })) {
    const before = JSON.stringify(rowsBefore[table]);
    const after = JSON.stringify(rowsAfter[table]);
    if (before !== after) failures.push(`Alice's rows in ${table} changed: before ${excerpt(before)} after ${excerpt(after)}`);
  }
  for (const [name, value] of await victim.seeded()) {
    if (!(await seeders[name]!.intact(victim, value)))
      failures.push(`Alice's ${name} ${value} is no longer intact (checked by seeders.${name}.intact)`);
  }
  return failures;
}
