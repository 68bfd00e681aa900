import { parentPort } from 'node:worker_threads';
import { renderLetterDocx, renderLetterPdf, renderResumeDocx, renderResumePdf } from '@seeker/agents/rendering';
import { announceReady } from '../workers/worker-pool';
import type { RenderRequest, RenderResponse } from './render-document.protocol';

// One document at a time: the pool sends the next only after this one answered.
parentPort!.on('message', async (request: RenderRequest) => {
  let response: RenderResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    const bytes =
      request.kind === 'resume'
        ? await (request.format === 'pdf' ? renderResumePdf : renderResumeDocx)(request.resume, request.title)
        : await (request.format === 'pdf' ? renderLetterPdf : renderLetterDocx)(request.text, request.title);
    const value = new Uint8Array(bytes);
    response = { ok: true, value };
    transfer = [value.buffer as ArrayBuffer];
  } catch (error) {
    response = { ok: false, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response, transfer);
});

// Loaded: the pool sends tasks, and starts their deadlines, from now on (workers/worker-pool.ts).
announceReady(parentPort!);
