import { AppError } from '../lib/app-error';
import { createWorkerPool, type WorkerPoolOptions, type WorkerPoolStats } from '../workers/worker-pool';
import type { RenderFormat, RenderRequest } from './render-document.protocol';

export type DocumentRenderer = {
  /** The document as PDF or DOCX bytes, made in a worker thread within the limits; rejects with an AppError. */
  render: (request: RenderRequest, owner?: string) => Promise<Buffer>;
  /** How busy its worker threads are (for /metrics). */
  stats: () => WorkerPoolStats;
  close: () => Promise<void>;
};

export type { RenderFormat, RenderRequest };

// A 17-page resume (the most tailoring accepts) takes ~2 s to lay out as a PDF: on the request thread
// that would freeze every other request, so documents are made in worker threads like uploads are read.
export const defaultDocumentRendererOptions: WorkerPoolOptions = {
  workers: 1,
  heapMb: 256,
  timeoutMs: 30_000,
  maxQueue: 16,
  maxPerOwner: 2,
  idleMs: 30_000,
};

const workerUrl = new URL('./render-document.worker.mjs', import.meta.url);
const errorCodes = { limit: 'DOCUMENT_LIMIT', busy: 'UNAVAILABLE', 'owner-busy': 'RATE_LIMITED' } as const;

export function createDocumentRenderer(overrides: Partial<WorkerPoolOptions> = {}): DocumentRenderer {
  const pool = createWorkerPool<RenderRequest, Uint8Array>(
    workerUrl,
    { ...defaultDocumentRendererOptions, ...overrides },
    {
      name: 'The document renderer',
      timeout: (seconds) => `Making this document took longer than ${seconds} seconds`,
      outOfMemory: (heapMb) => `Making this document needs more than ${heapMb} MB of memory`,
      busy: 'Seeker is making many documents right now. Please try again in a minute.',
      ownerBusy: 'Your earlier documents are still being made. Wait for them to finish, then try again.',
    },
    (kind, message) => (kind in errorCodes ? new AppError(errorCodes[kind as keyof typeof errorCodes], message) : new Error(message)),
  );
  return {
    render: async (request, owner) => Buffer.from(await pool.run(request, { owner })),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
