import { createPdf, createPdfTextBomb, createTextImage } from '@seeker/agents/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentReadError } from './document-read-error';
import { createDocumentReader, type DocumentReader, type DocumentReaderOptions } from './document-reader';

const readers: DocumentReader[] = [];
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});

function reader(options: Partial<DocumentReaderOptions> = {}) {
  const created = createDocumentReader(options);
  readers.push(created);
  return created;
}

const text = (value: string) => new TextEncoder().encode(value);

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  return error as DocumentReadError;
}

// Each worker loads the extractors on start: seconds on a busy two-core machine, so no 5 s limit.
describe('document reader (worker threads)', { timeout: 30_000 }, () => {
  it('reads text and PDF documents off the main thread', async () => {
    const documents = reader();
    expect(await documents.read('txt', text('Jane Doe\nEngineer'))).toEqual({ text: 'Jane Doe\nEngineer', ocr: false });
    expect((await documents.read('pdf', createPdf(['Ada Lovelace', 'Analyst']))).text).toContain('Ada Lovelace');
  });

  it('leaves the caller its bytes (the worker gets a copy)', async () => {
    const bytes = text('still mine');
    await reader().read('txt', bytes);
    expect(new TextDecoder().decode(bytes)).toBe('still mine');
  });

  it('caps the text it hands back', async () => {
    expect(await reader({ maxTextChars: 5 }).read('txt', text('abcdefghij'))).toEqual({ text: 'abcde', ocr: false });
  });

  it('terminates a read past its deadline and names the limit', async () => {
    // Seconds of pdf.js work on a 20 MB text run.
    const error = await failure(reader({ timeoutMs: 250 }).read('pdf', createPdfTextBomb({ inflatedBytes: 20 * 1024 * 1024 })));
    expect(error.kind).toBe('limit');
    expect(error.message).toBe('This file took longer than 0.25 seconds to read');
  });

  it("starts a read's deadline once its worker has loaded: a cold start (a second or more) is not the file's fault", async () => {
    expect(await reader({ timeoutMs: 500 }).read('txt', text('quick'))).toEqual({ text: 'quick', ocr: false });
  });

  it('reads a photo of a resume by OCR, says so, and times the read by the OCR deadline from when OCR starts', async () => {
    // Far less than OCR takes (seconds a page): the pool's own deadline would stop it without the extension.
    const read = await reader({ timeoutMs: 300, extendedTimeoutMs: 60_000 }).read('png', await createTextImage(['Ada Lovelace', 'Analyst']));
    expect(read.ocr).toBe(true);
    expect(read.text).toContain('Ada Lovelace');
  });

  it('refuses a document that needs more heap than a worker has, naming the limit', async () => {
    // 16 MB starts a worker but cannot hold pdf.js.
    const error = await failure(reader({ heapMb: 16 }).read('pdf', createPdf(['heavy'])));
    expect(error.kind).toBe('limit');
    expect(error.message).toBe('This file needs more than 16 MB of memory to read');
  });

  it('refuses a heap too small for a worker to start', () => {
    expect(() => createDocumentReader({ heapMb: 2 })).toThrow('The document reader needs at least 16 MB of heap per worker (given 2)');
  });

  it('says it is busy when the queue is full, and serves the queued ones', async () => {
    const documents = reader({ workers: 1, maxQueue: 2, maxPerOwner: 4 });
    const reads = [1, 2, 3, 4].map((index) => documents.read('txt', text(`doc ${index}`)));
    const settled = await Promise.allSettled(reads);
    // One in the worker, two waiting, the fourth refused.
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(((settled[3] as PromiseRejectedResult).reason as DocumentReadError).kind).toBe('busy');
  });

  it('says how busy it is: threads running a task, alive, and tasks waiting (for /metrics)', async () => {
    const documents = reader({ workers: 1, maxQueue: 4, maxPerOwner: 4 });
    expect(documents.stats()).toEqual({ size: 1, busy: 0, threads: 0, queued: 0 });
    const reads = [1, 2, 3].map((index) => documents.read('txt', text(`doc ${index}`)));
    expect(documents.stats()).toEqual({ size: 1, busy: 1, threads: 1, queued: 2 });
    await Promise.all(reads);
    // The worker stays (idle) until its idle time is up.
    expect(documents.stats()).toEqual({ size: 1, busy: 0, threads: 1, queued: 0 });
  });

  it("limits one owner's documents in flight and waiting, and frees the share as they finish", async () => {
    const documents = reader({ maxPerOwner: 2 });
    const first = documents.read('txt', text('a'), 'alice');
    const second = documents.read('txt', text('b'), 'alice');
    const error = await failure(documents.read('txt', text('c'), 'alice'));
    expect(error.kind).toBe('owner-busy');
    expect(error.message).toBe('Your earlier upload is still being read. Wait for it to finish, then upload again.');
    expect(await documents.read('txt', text('bob'), 'bob')).toEqual({ text: 'bob', ocr: false });
    await Promise.all([first, second]);
    expect(await documents.read('txt', text('d'), 'alice')).toEqual({ text: 'd', ocr: false });
  });

  it('refuses reads once closed, and rejects those still waiting', async () => {
    const documents = reader({ workers: 1 });
    const first = documents.read('txt', text('a')).catch(() => undefined);
    const waiting = documents.read('txt', text('b'));
    const waitingFailure = failure(waiting);
    await documents.close();
    expect((await waitingFailure).message).toBe('The document reader is closed');
    await first;
    expect((await failure(documents.read('txt', text('c')))).message).toBe('The document reader is closed');
  });
});
