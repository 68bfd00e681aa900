import { crawlBoardDirectory } from '../../modules/postings';
import { defineJob, noPayload } from '../job-definition';

/** The company board directory, a budget of boards an hour (JOB_DIRECTORY_CRAWL_PER_HOUR). */
export const crawlJobBoardsJob = defineJob({
  name: 'crawl-job-boards',
  payload: noPayload,
  cron: '*/10 * * * *',
  concurrency: 1,
  handle: async ({ db, sources, log }) => {
    const summary = await crawlBoardDirectory({ db, sources }, new Date());
    if (summary.fetched > 0) log.info(summary, 'crawled company boards');
  },
});
