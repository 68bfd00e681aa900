import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Locks the user's row until the transaction ends, so per-user limits counted after it cannot be
 * overtaken by a simultaneous request of the same user. 401 when the account is gone (deleted mid-request).
 * `no key update`: it excludes the same lock and the account's deletion, not the key checks of rows other
 * transactions add for the user (a scheduler's batch locking several owners would otherwise deadlock with them).
 */
export async function lockOwner(tx: Db, userId: string) {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
  if (!owner) throw AppError.unauthenticated();
}
