import { count, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quotaOf, userQuotas, type QuotaTier } from '../quotas';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const libraryMessages = {
  full: (tier: QuotaTier) =>
    tier === 'guest'
      ? `You have ${userQuotas.guest.resumes} resumes, the most Seeker keeps for a guest. Delete one to make room, or create an account to keep up to ${userQuotas.account.resumes}.`
      : `You have ${userQuotas.account.resumes} resumes, the most Seeker keeps. Delete one to make room.`,
  tooManyBytes: (tier: QuotaTier) =>
    tier === 'guest'
      ? `Your resumes would take more than ${megabytes(userQuotas.guest.resumeBytes)}, the most Seeker keeps for a guest. Delete one to make room, or create an account to keep up to ${megabytes(userQuotas.account.resumeBytes)}.`
      : `Your resumes would take more than ${megabytes(userQuotas.account.resumeBytes)}, the most Seeker keeps. Delete one to make room.`,
};

/**
 * 409 when the user's library (uploads and tailored resumes) is full, by count or by the bytes of its files
 * with `addingBytes` more: generous for real use, lower for a guest, a ceiling for a script filling the disk
 * (quotas/user-quotas.ts). Under the owner lock, the count that decides. A new file for a resume
 * (`replacingBytes`: the size of the file it takes the place of) adds no resume, so only its bytes are
 * checked, with the old file's counted out: a full library may still swap a file for one no larger.
 */
export async function assertLibraryHasRoom(db: Db, userId: string, addingBytes = 0, { replacingBytes }: { replacingBytes?: number } = {}) {
  const { tier, quota } = await quotaOf(db, userId);
  const [{ total, bytes } = { total: 0, bytes: null }] = await db
    .select({ total: count(), bytes: sum(resumes.fileSize) })
    .from(resumes)
    .where(eq(resumes.userId, userId));
  if (replacingBytes === undefined && total >= quota.resumes) throw new AppError('CONFLICT', libraryMessages.full(tier));
  if (Number(bytes ?? 0) - (replacingBytes ?? 0) + addingBytes > quota.resumeBytes)
    throw new AppError('CONFLICT', libraryMessages.tooManyBytes(tier));
}
