import { z } from 'zod/mini';
import { jobStatuses, type JobStatus } from './saved-jobs';
import { oneLineText, recordIdSchema } from './text';

/*
 * Custom stages (issue 50, decision 0035): a user's own names inside the spec's statuses ("Phone screen" and
 * "Onsite" under Interviewing). The board keeps one column per status and groups its cards by stage; setting
 * a stage moves the job to the stage's status; a move to another status leaves the stage.
 */

export const stageLimits = { perStatus: 6, name: 40 } as const;

export const stageMessages = {
  notFound: 'Stage not found',
  load: 'Failed to load your stages. Please try again.',
  tooMany: (statusLabel: string) => `${statusLabel} has ${stageLimits.perStatus} stages already. Remove one to add another.`,
  duplicate: (name: string, statusLabel: string) => `${statusLabel} already has “${name}”.`,
  emptyName: 'Name the stage',
  tooLong: `Up to ${stageLimits.name} characters`,
  removed: 'That stage was removed. Pick another.',
  noStage: 'No stage',
} as const;

export const applicationStageSchema = z.object({
  id: z.string(),
  status: z.enum(jobStatuses).check(z.describe('The status the stage sits in')),
  name: z.string(),
  position: z.number().check(z.int(), z.describe('Its place among its status’s stages, from 0')),
});
export type ApplicationStage = z.infer<typeof applicationStageSchema>;

export const applicationStagesSchema = z.object({
  stages: z.array(applicationStageSchema).check(z.describe('In pipeline order of their statuses, then by position')),
});

// Composed before it is counted: "Café" typed with a combining accent is 4 characters, as it reads.
const stageName = oneLineText().check(
  z.overwrite((name) => name.normalize('NFC')),
  z.maxLength(stageLimits.name, stageMessages.tooLong),
  z.minLength(1, stageMessages.emptyName),
);

export const stageParamsSchema = z.object({ stageId: recordIdSchema });

/** POST /api/application-stages: a new stage, last in its status. */
export const createStageRequestSchema = z
  .strictObject({ status: z.enum(jobStatuses), name: stageName })
  .check(z.meta({ examples: [{ status: 'interviewing', name: 'Phone screen' }] }));
export type CreateStageRequest = z.infer<typeof createStageRequestSchema>;

/** PATCH /api/application-stages/{stageId}: a new name and/or place within its status. */
export const updateStageRequestSchema = z
  .strictObject({
    name: z.optional(stageName),
    position: z.optional(z.number().check(z.int(), z.gte(0), z.lt(stageLimits.perStatus))).check(z.describe('0 is first; past the last is last')),
  })
  .check(
    z.refine((body) => body.name !== undefined || body.position !== undefined, 'Send name, position or both'),
    z.meta({ examples: [{ name: 'Onsite loop' }, { position: 0 }] }),
  );
export type UpdateStageRequest = z.infer<typeof updateStageRequestSchema>;

/** PUT /api/applications/{jobId}/stage: put the job in one of the user's stages (moving it to that status), or in none. */
export const setStageRequestSchema = z
  .strictObject({ stageId: z.nullable(recordIdSchema).check(z.describe('null: no stage (the job stays in its status)')) })
  .check(z.meta({ examples: [{ stageId: 'stg_01HZX3' }, { stageId: null }] }));
export type SetStageRequest = z.infer<typeof setStageRequestSchema>;

/** A job's stage as a card or page shows it. */
export const stageRefSchema = z.object({ id: z.string(), name: z.string() });
export type StageRef = z.infer<typeof stageRefSchema>;

export const setStageResponseSchema = z.object({
  status: z.enum(jobStatuses),
  stage: z.nullable(stageRefSchema),
});

/** The user's stages of one status, in order. */
export const stagesOf = (stages: readonly ApplicationStage[], status: JobStatus) => stages.filter((stage) => stage.status === status);
