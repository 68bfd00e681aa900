import type { AppNotification } from '@seeker/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

type Delivery = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

/** In-app notifications, and where each outside delivery (email, push) stands. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    /** 'new-jobs' from a scheduled run, 'test' from Settings' "Send test notification", 'follow-up' from an application's reminder. */
    kind: text('kind', { enum: ['new-jobs', 'test', 'follow-up'] })
      .notNull()
      .default('new-jobs'),
    scheduleId: text('schedule_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    jobs: jsonb('jobs').$type<AppNotification['jobs']>().notNull(),
    /** How many new jobs the run found; `jobs` names the top ones. */
    jobCount: integer('job_count').notNull(),
    /** When email and push go out: after quiet hours when the run ended inside them. */
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    email: text('email').$type<Delivery>(),
    push: text('push').$type<Delivery>(),
    deliveryError: text('delivery_error'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);

/** A browser's Web Push subscription (its endpoint and keys), per user; a 404/410 from the push service removes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    userId: ownerId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.endpoint] })],
);
