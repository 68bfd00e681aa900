import { parentPort } from 'node:worker_threads';
import { DocumentLimitError, extractDocument, preloadPdfJs, UnreadableDocumentError } from '@seeker/agents/documents';
import { announceReady, askForMoreTime } from '../workers/worker-pool';
import type { ReadRequest, ReadResponse } from './read-document.protocol';

// One document at a time: the pool sends the next only after this one answered.
parentPort!.on('message', async ({ type, bytes, maxTextChars, ocrMs }: ReadRequest) => {
  let response: ReadResponse;
  try {
    // OCR (a scan, a photo) takes seconds a page: the pool then times the read by its OCR deadline instead.
    const read = await extractDocument(type, bytes, { textLength: maxTextChars, ocrMs }, { onOcr: () => askForMoreTime(parentPort!) });
    response = { ok: true, value: { text: read.text, ocr: read.ocr === true, ...(read.layout ? { layout: read.layout } : {}) } };
  } catch (error) {
    const kind = error instanceof DocumentLimitError ? 'limit' : error instanceof UnreadableDocumentError ? 'unreadable' : 'failed';
    response = { ok: false, kind, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});

// Loaded (pdf.js too): the pool sends tasks, and starts their deadlines, from now on (workers/worker-pool.ts).
await preloadPdfJs();
announceReady(parentPort!);
