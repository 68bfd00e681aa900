import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, verification } from '../db/schema';

/** Expired sessions and verification tokens are dead weight; a daily sweep keeps the tables small. */
export async function cleanupExpiredSessions(db: Db, now = new Date()) {
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const verifications = await db.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id });
  return { sessions: sessions.length, verifications: verifications.length };
}
