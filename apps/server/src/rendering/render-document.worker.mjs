// Worker entry: the server runs TypeScript through tsx (decision 0002), and the pool starts a worker
// without the parent's loader (execArgv: []), so it registers tsx before loading the real worker. (Loading the PDF
// and DOCX libraries natively first, as the reader does with pdf.js, saved ~0.1 s of a 1.7 s start.)
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import('./render-document.worker.ts');
// Loaded: the pool sends tasks, and starts their deadlines, from now on (workers/worker-pool.ts).
parentPort.postMessage({ ready: true });
