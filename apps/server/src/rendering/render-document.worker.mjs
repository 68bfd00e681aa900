// Worker entry when the server runs from its TypeScript (`npm run dev`, tests): a worker thread starts
// without the parent's loader, so it registers tsx before loading the real worker, which says when it
// is ready. The production build (apps/server/build.mjs) writes a bundled file of this name instead.
import { register } from 'tsx/esm/api';

register();
await import('./render-document.worker.ts');
