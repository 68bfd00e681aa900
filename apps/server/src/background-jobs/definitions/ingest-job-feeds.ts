import { ingestDueFeeds } from '../../modules/postings';
import { defineJob, noPayload } from '../job-definition';

/** Each feed is fetched only when its own interval (the source's terms) has passed. */
export const ingestJobFeedsJob = defineJob({
  name: 'ingest-job-feeds',
  payload: noPayload,
  cron: '*/10 * * * *',
  concurrency: 1,
  onStart: true,
  handle: async ({ db, sources, log }) => {
    const summary = await ingestDueFeeds({ db, sources }, new Date());
    if (summary.length > 0) log.info({ feeds: summary }, 'ingested job feeds');
  },
});
