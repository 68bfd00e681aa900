import crypto from 'node:crypto';
import type { AgentRunRequest } from '@seeker/contract';
import { and, count, eq, gt, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockOwner } from '../auth';

/** Each run will fetch job boards and call the LLM: a ceiling per user keeps one account from flooding them. */
export const maxAgentRunsPerHour = 30;

/** Runs the user started in the last hour; a schedule's own runs (ids `sched-…`) are not theirs to count. */
export async function assertUnderRunLimit(db: Db, userId: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [{ recent } = { recent: 0 }] = await db
    .select({ recent: count() })
    .from(agentRuns)
    .where(and(eq(agentRuns.userId, userId), gt(agentRuns.createdAt, hourAgo), notLike(agentRuns.id, 'sched-%')));
  if (recent >= maxAgentRunsPerHour) {
    throw new AppError(
      'RATE_LIMITED',
      `You have started ${maxAgentRunsPerHour} searches, tailorings and cover letters in the last hour. Please try again later.`,
    );
  }
}

export async function recordAgentRun(db: Db, userId: string, request: AgentRunRequest, now = new Date(), id: string = crypto.randomUUID()) {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await assertUnderRunLimit(tx, userId, now);
    const inserted = await tx
      .insert(agentRuns)
      .values({
        id,
        userId,
        sessionId: request.session_id,
        message: request.message,
        context: request.context,
        status: 'accepted',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: agentRuns.id });
    // A client-chosen run_id that is taken (by anyone) is refused rather than reused.
    if (inserted.length === 0) throw new AppError('CONFLICT', 'A run with this id exists already; choose a new run_id.');
  });
  return id;
}
