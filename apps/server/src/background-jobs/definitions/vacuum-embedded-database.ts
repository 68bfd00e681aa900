import { vacuumEmbeddedDatabase } from '../vacuum-embedded-database.handler';
import { defineJob, noPayload } from '../job-definition';

export const vacuumEmbeddedDatabaseJob = defineJob({
  name: 'vacuum-embedded-database',
  payload: noPayload,
  cron: '41 4 * * *',
  concurrency: 1,
  // At start too: a database that has never been analysed gets its planner statistics at once.
  onStart: true,
  handle: async ({ database, log }) => {
    const vacuumed = await vacuumEmbeddedDatabase(database);
    if (vacuumed) log.info(vacuumed, 'vacuumed and analysed the embedded database');
  },
});
