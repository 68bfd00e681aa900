import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Locks the user's row until the transaction ends, so per-user limits counted after it cannot be
 * overtaken by a simultaneous request of the same user. 401 when the account is gone (deleted mid-request).
 */
export async function lockOwner(tx: Db, userId: string) {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  if (!owner) throw AppError.unauthenticated();
}
