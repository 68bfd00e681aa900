import type { Preferences } from '@seeker/contract';
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { ownerId, updatedAt } from './columns';

/** The user's saved job preferences (spec "Preferences as stored"), validated by the shared schema on write. */
export const jobPreferences = pgTable('job_preferences', {
  userId: ownerId().primaryKey(),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  updatedAt: updatedAt(),
});
