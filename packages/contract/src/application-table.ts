import { z } from 'zod/mini';
import { isoDate } from './application-fields';
import { applicationBoardQuerySchema, boardCardSchema } from './applications';
import { jobStatuses } from './saved-jobs';
import { recordIdSchema } from './text';

/** What the table view sorts by. */
export const applicationSortKeys = ['title', 'company', 'status', 'inColumnSince', 'priority', 'excitement', 'deadline', 'savedAt'] as const;
export type ApplicationSortKey = (typeof applicationSortKeys)[number];

/** GET /api/applications/table: the board's filters, as one list sorted by a column, a page at a time. */
export const applicationTableQuerySchema = z.object({
  ...applicationBoardQuerySchema.shape,
  status: z.optional(z.enum(jobStatuses).check(z.describe('Only this status'))),
  sort: z._default(z.enum(applicationSortKeys), 'inColumnSince'),
  order: z._default(z.enum(['asc', 'desc']).check(z.describe('Unset marks come last either way')), 'desc'),
});
export type ApplicationTableQuery = z.infer<typeof applicationTableQuerySchema>;

export const applicationTableSchema = z.object({
  rows: z.array(z.object({ ...boardCardSchema.shape, savedAt: z.iso.datetime({ offset: true }) })),
  total: z.number().check(z.int(), z.describe('Applications matching the filters')),
  nextOffset: z.nullable(z.number().check(z.int())).check(z.describe('Where the next page starts; null on the last')),
  today: isoDate,
});
export type ApplicationTable = z.infer<typeof applicationTableSchema>;
export type ApplicationRow = ApplicationTable['rows'][number];

/** How many applications one bulk change may name. */
export const bulkChangeLimit = 100;

/** POST /api/applications/bulk: move, archive or put back many applications at once; all or none. */
export const bulkChangeRequestSchema = z
  .strictObject({
    jobIds: z.array(recordIdSchema).check(
      z.minLength(1, 'Pick at least one application'),
      z.maxLength(bulkChangeLimit, `At most ${bulkChangeLimit} applications at once`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each application once'),
    ),
    status: z.optional(z.enum(jobStatuses)),
    archived: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.archived !== undefined, 'Send status, archived or both'),
    z.meta({ examples: [{ jobIds: ['job-1'], status: 'rejected', archived: true }] }),
  );
export type BulkChangeRequest = z.infer<typeof bulkChangeRequestSchema>;

export const bulkChangeResponseSchema = z.object({
  changed: z.number().check(z.int(), z.describe('Applications whose status or archiving changed (the others already stood so)')),
});
