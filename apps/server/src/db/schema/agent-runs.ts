import type { AgentRunRequest } from '@seeker/contract';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/** Every accepted POST /api/agents/run; the job-search issue turns these into real searches. */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    sessionId: text('session_id').notNull(),
    message: text('message').notNull(),
    context: jsonb('context').$type<AgentRunRequest['context']>().notNull(),
    status: text('status', { enum: ['accepted', 'running', 'done', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('agent_runs_user_id_idx').on(table.userId)],
);
