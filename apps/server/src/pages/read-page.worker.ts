import { parentPort } from 'node:worker_threads';
import { readJobPostingPage, readPageTitle } from '@seeker/agents/page-reading';
import { announceReady } from '../workers/worker-pool';
import type { PageReadRequest, PageReadResponse } from './read-page.protocol';

// One page at a time: the pool sends the next only after this one answered.
parentPort!.on('message', ({ html, url }: PageReadRequest) => {
  let response: PageReadResponse;
  try {
    const findings = readJobPostingPage(html, url);
    response = { ok: true, value: { findings, title: findings ? '' : readPageTitle(html) } };
  } catch (error) {
    response = { ok: false, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});

announceReady(parentPort!);
