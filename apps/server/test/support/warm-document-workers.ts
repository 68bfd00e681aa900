import { createDocumentReader, type DocumentReader } from '../../src/documents/document-reader';
import { createDocumentRenderer, type DocumentRenderer } from '../../src/rendering/document-renderer';

// A document worker's cold start (pdf.js, react-pdf and docx loaded through tsx) takes seconds on a
// busy machine. Apps made for tests share one reader and one renderer per test worker, kept warm,
// instead of starting their own for every file; closing an app leaves them running. A test about the
// pools' limits makes its own (createDocumentReader with its options).
const keepWarmMs = 10 * 60_000;
let reader: DocumentReader | undefined;
let renderer: DocumentRenderer | undefined;

export function warmDocumentReader(): DocumentReader {
  reader ??= createDocumentReader({ idleMs: keepWarmMs });
  return { read: reader.read, stats: reader.stats, close: async () => {} };
}

export function warmDocumentRenderer(): DocumentRenderer {
  renderer ??= createDocumentRenderer({ idleMs: keepWarmMs });
  return { render: renderer.render, stats: renderer.stats, close: async () => {} };
}
