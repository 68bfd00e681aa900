// Worker entry: the server runs TypeScript through tsx (decision 0002), and a worker thread starts
// without the parent's loader, so it registers tsx before loading the real worker.
import { register } from 'tsx/esm/api';

// pdf.js is two 2 MB JavaScript files (the library and the "worker" it imports on first use). Through
// tsx's transform they cost ~350 MB and 1.5 s, past the worker's heap cap; natively ~40 MB. Load both
// first, so the extractor's imports of them are answered from the module cache.
await import('pdfjs-dist/legacy/build/pdf.mjs');
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
register();
await import('./read-document.worker.ts');
