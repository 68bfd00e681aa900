// What other features may use of scheduled searches.
export { upsertUserSchedule } from './upsert-user-schedule';
