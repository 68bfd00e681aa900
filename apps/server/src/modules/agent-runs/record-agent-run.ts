import crypto from 'node:crypto';
import type { AgentRunRequest } from '@seeker/contract';
import { and, count, eq, gt, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockOwner } from '../auth';

/** Each run will fetch job boards and call the LLM: a ceiling per user keeps one account from flooding them. */
export const maxAgentRunsPerHour = 30;
/** And not all at once: a script's thirty in a second held half the search workers for everyone (bench/noisy-neighbour.ts). */
export const maxAgentRunsPerMinute = 5;

export const agentRunLimitMessages = {
  hour: `You have started ${maxAgentRunsPerHour} searches, tailorings and cover letters in the last hour. Please try again later.`,
  minute: `You have started ${maxAgentRunsPerMinute} searches, tailorings and cover letters in the last minute. Please wait a minute and try again.`,
} as const;

/** Runs the user started in the last hour and minute; a schedule's own runs (ids `sched-…`) are not theirs to count. */
export async function assertUnderRunLimit(db: Db, userId: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const minuteAgo = new Date(now.getTime() - 60 * 1000);
  const [{ recent, lastMinute } = { recent: 0, lastMinute: 0 }] = await db
    .select({
      recent: count(),
      lastMinute: sql<number>`count(*) filter (where ${agentRuns.createdAt} > ${minuteAgo.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(agentRuns)
    .where(and(eq(agentRuns.userId, userId), gt(agentRuns.createdAt, hourAgo), notLike(agentRuns.id, 'sched-%')));
  if (recent >= maxAgentRunsPerHour) throw new AppError('RATE_LIMITED', agentRunLimitMessages.hour);
  if (lastMinute >= maxAgentRunsPerMinute) throw new AppError('RATE_LIMITED', agentRunLimitMessages.minute);
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
