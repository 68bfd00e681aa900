import { z } from 'zod/mini';
import { recordIdSchema, safeString } from './text';

/** POST /api/agents/run (spec part 1 section 7 "Agent service"). */
export const agentRunRequestSchema = z
  .object({
    message: safeString().check(z.trim(), z.minLength(1), z.maxLength(2000)),
    context: z.object({
      user_id: recordIdSchema,
      firebase_uid: z.optional(recordIdSchema),
      is_anonymous: z.optional(z.boolean()),
      source: z.optional(safeString().check(z.maxLength(100))),
    }),
    session_id: safeString().check(z.minLength(1), z.maxLength(100)),
  })
  .check(
    z.meta({
      examples: [
        {
          message: 'find me jobs based on my preferences',
          context: { user_id: 'USER_ID', firebase_uid: 'USER_ID', is_anonymous: true, source: 'preferences_onboarding' },
          session_id: 'onboarding-1767225600000',
        },
      ],
    }),
  );
export type AgentRunRequest = z.infer<typeof agentRunRequestSchema>;

/** The `message` of runs that are not job searches: a tailoring and a cover letter (they are agent runs too). */
export const documentRunMessages = { tailorResume: 'tailor-resume', writeCoverLetter: 'write-cover-letter' } as const;

export const agentRunAcceptedSchema = z.object({ status: z.literal('accepted'), requestId: z.string() });

/** What the wizard sends after a successful save. */
export function onboardingRunRequest(user: { id: string; isAnonymous: boolean }, now = Date.now()): AgentRunRequest {
  return {
    message: 'find me jobs based on my preferences',
    context: { user_id: user.id, firebase_uid: user.id, is_anonymous: user.isAnonymous, source: 'preferences_onboarding' },
    session_id: `onboarding-${now}`,
  };
}
