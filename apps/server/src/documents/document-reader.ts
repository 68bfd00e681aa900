import { documentLimits } from '@seeker/agents';
import type { ResumeFileType } from '@seeker/contract';
import { DocumentReadError } from './document-read-error';
import { createWorkerPool, type WorkerPoolOptions, type WorkerPoolStats } from '../workers/worker-pool';
import type { DocumentText, ReadRequest } from './read-document.protocol';

export type DocumentReaderOptions = WorkerPoolOptions & {
  /** Characters of text kept per document (the extractor stops collecting there). */
  maxTextChars: number;
  /** A read's deadline once it turns to OCR (a scan, a photo), from that moment: see defaultDocumentReaderOptions. */
  extendedTimeoutMs: number;
};

/** Time the OCR leaves itself, inside the read's OCR deadline, to stop Tesseract's thread and answer. */
const ocrTeardownMs = 2_000;

export const defaultDocumentReaderOptions: DocumentReaderOptions = {
  workers: 2,
  heapMb: 96,
  timeoutMs: 10_000,
  maxQueue: 16,
  // Below `workers`, so one account can never hold every worker.
  maxPerOwner: 1,
  idleMs: 30_000,
  maxTextChars: documentLimits.textLength,
  // A scan (or photo) read by OCR gets this long from the moment OCR starts, not the 10 s above: Tesseract reads
  // a 300 dpi page in 4–5 s of one core. Measured on the two image-only dev scans through this reader (one page
  // each): 6.8 s (Polish: English band, then the Polish model) and 4.9 s (Turkish, read as English) on an idle
  // two-core machine, 12.3 s and 7.7 s under scripts/with-cpu-load.mjs; peak RSS about 200 MB above the server's
  // (Tesseract's WebAssembly memory and its own thread, outside `heapMb`). The OCR stops itself 2 s before this
  // (ocrTeardownMs), keeping the pages it read, and reads at most three pages (documentLimits.ocrImages).
  extendedTimeoutMs: 30_000,
};

export type DocumentReader = {
  /** The document's plain text, read in a worker thread within the limits; rejects with DocumentReadError. */
  read: (type: ResumeFileType, bytes: Uint8Array, owner?: string) => Promise<DocumentText>;
  /** How busy its worker threads are (for /metrics). */
  stats: () => WorkerPoolStats;
  close: () => Promise<void>;
};

const workerUrl = new URL('./read-document.worker.mjs', import.meta.url);

/**
 * Parsing hostile documents on the request thread froze every request for half a minute; here each one
 * runs in a worker thread with a heap cap and a deadline, and the server keeps answering meanwhile.
 * (Heap caps do not bound typed arrays: the extractor's own expansion budget does.)
 */
export function createDocumentReader(overrides: Partial<DocumentReaderOptions> = {}): DocumentReader {
  const options = { ...defaultDocumentReaderOptions, ...overrides };
  const pool = createWorkerPool<ReadRequest, DocumentText>(
    workerUrl,
    options,
    {
      name: 'The document reader',
      timeout: (seconds) => `This file took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read`,
      outOfMemory: (heapMb) => `This file needs more than ${heapMb} MB of memory to read`,
      busy: 'Seeker is reading many documents right now. Please try again in a minute.',
      ownerBusy: 'Your earlier upload is still being read. Wait for it to finish, then upload again.',
    },
    (kind, message) => new DocumentReadError(kind as DocumentReadError['kind'], message),
  );
  return {
    read(type, bytes, owner) {
      // The worker gets its own copy to own (transfer): the caller keeps the original to store.
      const request: ReadRequest = {
        type,
        bytes: new Uint8Array(bytes),
        maxTextChars: options.maxTextChars,
        ocrMs: Math.max(1_000, options.extendedTimeoutMs - ocrTeardownMs),
      };
      return pool.run(request, { owner, transfer: [request.bytes.buffer as ArrayBuffer] });
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
