import { seedBoardDirectory } from '../../job-sources/directory/seed-board-directory';
import { defineJob, noPayload } from '../job-definition';

export const seedBoardDirectoryJob = defineJob({
  name: 'seed-board-directory',
  payload: noPayload,
  concurrency: 1,
  onStart: true,
  handle: async ({ db, log }) => {
    const added = await seedBoardDirectory(db);
    if (added > 0) log.info({ added }, 'seeded the company board directory');
  },
});
