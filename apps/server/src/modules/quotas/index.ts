export { addedJobSessionPrefix, addedJobsFullMessage, assertRoomForAddedJob } from './added-jobs-quota';
export { quotaOf, userQuotas, type Quota, type QuotaTier } from './user-quotas';
export { AddRateLimiter, addRateLimits, addRateMessage, type AddKind } from './add-rate';
export { assertRoomForFollowUp, pendingFollowUpsFullMessage } from './pending-follow-ups-quota';
