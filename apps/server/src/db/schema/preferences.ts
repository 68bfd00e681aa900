import type { Preferences } from '@seeker/contract';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The user's saved job preferences (spec "Preferences as stored"), validated by the shared schema on write. */
export const jobPreferences = pgTable('job_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
