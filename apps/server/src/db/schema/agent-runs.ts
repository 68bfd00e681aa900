import type { AgentRunRequest, SearchEvent } from '@seeker/contract';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/** Every agent run: onboarding's POST /api/agents/run and each run-job-search, with its live progress. */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    sessionId: text('session_id').notNull(),
    message: text('message').notNull(),
    context: jsonb('context').$type<AgentRunRequest['context']>().notNull(),
    status: text('status', { enum: ['accepted', 'running', 'done', 'failed'] }).notNull(),
    /** Stages as they happen (each source answered or failed, index queried, ranked, saved), read live by the owner. */
    events: jsonb('events').$type<SearchEvent[]>().notNull().default([]),
    /** The job search session the run saved. */
    searchSessionId: text('search_session_id'),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set every few seconds by the process running it: a run that stops beating was cut off (a crash, a kill). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('agent_runs_user_id_idx').on(table.userId)],
);
