import { querySources } from '@seeker/agents';
import { closeStaleFeedPostings, pruneClosedPostings } from '../../modules/postings';
import { defineJob, noPayload } from '../job-definition';

export const pruneClosedPostingsJob = defineJob({
  name: 'prune-closed-postings',
  payload: noPayload,
  cron: '29 4 * * *',
  concurrency: 1,
  handle: async ({ db }) => {
    const now = new Date();
    // Keyed searches have no feed to fall off: their postings close once unseen for as long as a feed's.
    for (const source of querySources) await closeStaleFeedPostings(db, source, now);
    await pruneClosedPostings(db, now);
  },
});
