// Worker entry when the server runs from its TypeScript (`npm run dev`, tests): the pool starts a worker
// without the parent's loader (execArgv: []), so it registers tsx before loading the real worker, which
// says when it is ready. The production build (apps/server/build.mjs) writes a bundled file of this name.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// pdf.js is two 2 MB JavaScript files (the library and the "worker" it imports on first use). Through
// tsx's transform they cost ~350 MB and 1.5 s, past the worker's heap cap; natively ~40 MB. Load both
// first, so the extractor's imports of them are answered from the module cache: resolved from
// @seeker/agents, whose extractor imports them, so they are the very files whichever copy npm placed where.
// pdf.js ships ESM only, so CommonJS resolution finds the same files.
const fromAgents = createRequire(import.meta.resolve('@seeker/agents'));
await import(pathToFileURL(fromAgents.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
await import(pathToFileURL(fromAgents.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href);
register();
await import('./read-document.worker.ts');
