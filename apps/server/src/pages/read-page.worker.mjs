// Worker entry when the server runs from its TypeScript (`npm run dev`, tests): the pool starts a worker
// without the parent's loader (execArgv: []), so it registers tsx before loading the real worker, which
// says when it is ready. The production build (apps/server/build.mjs) writes a bundled file of this name.
import { register } from 'tsx/esm/api';

register();
await import('./read-page.worker.ts');
