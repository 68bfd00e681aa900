import { parentPort } from 'node:worker_threads';
import { DocumentLimitError, extractDocumentText, preloadPdfJs, UnreadableDocumentError } from '@seeker/agents/documents';
import { announceReady } from '../workers/worker-pool';
import type { ReadRequest, ReadResponse } from './read-document.protocol';

// One document at a time: the pool sends the next only after this one answered.
parentPort!.on('message', async ({ type, bytes, maxTextChars }: ReadRequest) => {
  let response: ReadResponse;
  try {
    response = { ok: true, value: await extractDocumentText(type, bytes, { textLength: maxTextChars }) };
  } catch (error) {
    const kind = error instanceof DocumentLimitError ? 'limit' : error instanceof UnreadableDocumentError ? 'unreadable' : 'failed';
    response = { ok: false, kind, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});

// Loaded (pdf.js too): the pool sends tasks, and starts their deadlines, from now on (workers/worker-pool.ts).
await preloadPdfJs();
announceReady(parentPort!);
