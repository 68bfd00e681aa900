// Worker entry when the server runs from its TypeScript (`npm run dev`, tests): the thread starts without the
// parent's loader, so it registers tsx before loading the real worker. The production build (apps/server/build.mjs)
// writes a bundled file of this name.
import { register } from 'tsx/esm/api';

register();
await import('./install-taxonomy.worker.ts');
