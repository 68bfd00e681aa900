// What other modules may use of applications.
export { applicationRoutes } from './routes';
export { drainDueFollowUps, followUpsPerUserInBatch, sendDueFollowUps } from './follow-ups/send-due-follow-ups';
