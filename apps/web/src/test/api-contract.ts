import {
  agentRunAcceptedSchema,
  applicationBoardSchema,
  applicationTableSchema,
  applicationStageSchema,
  applicationStagesSchema,
  setStageResponseSchema,
  bulkChangeResponseSchema,
  applicationSchema,
  contactSchema,
  knownContactsSchema,
  followUpSchema,
  interviewSchema,
  updatedApplicationSchema,
  authProvidersSchema,
  coverLetterSchema,
  dashboardSchema,
  healthSchema,
  placeSuggestionsSchema,
  savedJobSchema,
  addJobByLinkResponseSchema,
  jobPageSchema,
  jobResearchResponseSchema,
  jobSearchSessionSchema,
  jobSourcesResponseSchema,
  notificationListSchema,
  notificationSettingsResponseSchema,
  openRolesSchema,
  preferencesResponseSchema,
  profileFromResumeSchema,
  pushPublicKeySchema,
  researchSessionResponseSchema,
  resumeListSchema,
  resumeSchema,
  resumeTextSchema,
  resumeStructureSchema,
  resumeSuggestionsSchema,
  runJobSearchStartedSchema,
  runLookupSchema,
  scheduledSearchListSchema,
  scheduledSearchSchema,
  testNotificationResultSchema,
  tailoringRecordSchema,
  tailorResumeResponseSchema,
  userProfileSchema,
} from '@seeker/contract';
import { z } from 'zod/mini';

type ContractRoute = { method: string; path: RegExp; schema: z.ZodMiniType };

const id = '[^/]+';
/** A 204 answer has no body: a fixture that answers such a route with JSON is not what the server sends. */
export const noContent = z.undefined();
const route = (method: string, template: string, schema: z.ZodMiniType): ContractRoute => ({
  method,
  path: new RegExp(`^${template.replace(/:\w+/g, id)}$`),
  schema,
});

/**
 * What the API answers on success, route by route, as the web reads it (each from the contract, as the
 * screen's own api/ file parses it). Test fixtures served for these routes are held to the same schema,
 * so a fixture that drifts from the contract fails its test instead of passing on data the server never sends.
 */
export const apiContract: ContractRoute[] = [
  route('GET', '/api/auth-providers', authProvidersSchema),
  route('GET', '/api/health', healthSchema),
  route('GET', '/api/places', placeSuggestionsSchema),
  route('GET', '/api/users/:userId/preferences', preferencesResponseSchema),
  route('PUT', '/api/users/:userId/preferences', preferencesResponseSchema),
  route('GET', '/api/users/:userId/profile', userProfileSchema),
  route('PUT', '/api/users/:userId/profile', userProfileSchema),
  route('GET', '/api/users/:userId/profile/from-resume', profileFromResumeSchema),
  route('GET', '/api/users/:userId/resumes', resumeListSchema),
  route('POST', '/api/users/:userId/resumes', resumeSchema),
  route('PUT', '/api/users/:userId/primary-resume', resumeListSchema),
  route('PUT', '/api/resumes/:resumeId/file', resumeSchema),
  route('GET', '/api/resumes/:resumeId/text', resumeTextSchema),
  route('GET', '/api/resumes/:resumeId/structure', resumeStructureSchema),
  route('PUT', '/api/resumes/:resumeId/structure', resumeStructureSchema),
  route('DELETE', '/api/resumes/:resumeId/structure', resumeStructureSchema),
  route('GET', '/api/resumes/:resumeId/suggestions', resumeSuggestionsSchema),
  route('POST', '/api/users/:userId/resumes/suggestions', resumeSuggestionsSchema),
  route('GET', '/api/users/:userId/dashboard', dashboardSchema),
  route('GET', '/api/users/:userId/jobs', jobPageSchema),
  route('GET', '/api/jobs/:jobId', savedJobSchema),
  route('PATCH', '/api/jobs/:jobId', savedJobSchema),
  route('POST', '/api/jobs/from-link', addJobByLinkResponseSchema),
  route('POST', '/api/jobs/typed-in', addJobByLinkResponseSchema),
  route('GET', '/api/job-search-sessions/:sessionId', jobSearchSessionSchema),
  route('GET', '/api/job-sources', jobSourcesResponseSchema),
  route('POST', '/api/agents/run', agentRunAcceptedSchema),
  route('POST', '/api/agents/run-job-search', runJobSearchStartedSchema),
  route('GET', '/api/agents/runs', runLookupSchema),
  route('POST', '/api/agents/tailor-resume', tailorResumeResponseSchema),
  route('GET', '/api/resume-tailoring/:jobId', z.nullable(tailoringRecordSchema)),
  route('GET', '/api/jobs/:jobId/cover-letter', z.nullable(coverLetterSchema)),
  route('POST', '/api/jobs/:jobId/cover-letter', coverLetterSchema),
  route('PUT', '/api/jobs/:jobId/cover-letter', coverLetterSchema),
  route('GET', '/api/company-research', researchSessionResponseSchema),
  route('GET', '/api/jobs/:jobId/company-research', jobResearchResponseSchema),
  route('POST', '/api/jobs/:jobId/company-research', jobResearchResponseSchema),
  route('GET', '/api/company-research/:sessionId/companies/:companyId/open-roles', openRolesSchema),
  route('GET', '/api/push/public-key', pushPublicKeySchema),
  route('GET', '/api/users/:userId/notifications', notificationListSchema),
  route('GET', '/api/users/:userId/notification-settings', notificationSettingsResponseSchema),
  route('PUT', '/api/users/:userId/notification-settings', notificationSettingsResponseSchema),
  route('POST', '/api/users/:userId/notifications/test', testNotificationResultSchema),
  route('GET', '/api/users/:userId/scheduled-searches', scheduledSearchListSchema),
  route('PATCH', '/api/scheduled-searches/:scheduleId', scheduledSearchSchema),
  route('POST', '/api/scheduled-searches/:scheduleId/retry', scheduledSearchSchema),
  route('GET', '/api/applications', applicationBoardSchema),
  route('GET', '/api/applications/table', applicationTableSchema),
  route('POST', '/api/applications/bulk', bulkChangeResponseSchema),
  route('GET', '/api/applications/:jobId', applicationSchema),
  route('PATCH', '/api/applications/:jobId', updatedApplicationSchema),
  route('POST', '/api/applications/:jobId/contacts', contactSchema),
  route('POST', '/api/applications/:jobId/contacts/known', contactSchema),
  route('GET', '/api/contacts', knownContactsSchema),
  route('PUT', '/api/applications/:jobId/contacts/:contactId', contactSchema),
  route('DELETE', '/api/applications/:jobId/contacts/:contactId', noContent),
  route('POST', '/api/applications/:jobId/interviews', interviewSchema),
  route('PUT', '/api/applications/:jobId/interviews/:interviewId', interviewSchema),
  route('DELETE', '/api/applications/:jobId/interviews/:interviewId', noContent),
  route('POST', '/api/applications/:jobId/follow-ups', followUpSchema),
  route('PATCH', '/api/applications/:jobId/follow-ups/:followUpId', followUpSchema),
  route('DELETE', '/api/applications/:jobId/follow-ups/:followUpId', noContent),
  route('GET', '/api/application-stages', applicationStagesSchema),
  route('POST', '/api/application-stages', applicationStageSchema),
  route('PATCH', '/api/application-stages/:stageId', applicationStageSchema),
  route('DELETE', '/api/application-stages/:stageId', noContent),
  route('PUT', '/api/applications/:jobId/stage', setStageResponseSchema),
];

/** Why a fixture's success answer is not what the contract says, or null when it is (or the route has no schema here). */
export function contractProblem(method: string, path: string, body: unknown): string | null {
  const known = apiContract.find((entry) => entry.method === method && entry.path.test(path));
  if (!known) return null;
  const parsed = known.schema.safeParse(body);
  if (parsed.success) return null;
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `The test's answer to ${method} ${path} is not what the contract says the server sends — ${issues.join('; ')}`;
}
