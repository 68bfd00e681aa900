import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { signedInPage } from './scripts/signed-in-page.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const contractModule = /packages[\\/]contract[\\/]src[\\/]/;
const ownModule = /apps[\\/]web[\\/]src[\\/].*\.tsx?$/;
/** The app's modules that do something on import (everything else under src/ only declares). */
const ownSideEffects = /apps[\\/]web[\\/]src[\\/](main\.tsx|lib[\\/]zod-config\.ts|app[\\/]session-hooks\.ts|.*[\\/]pdf-js-viewer\.tsx)$/;

const wizardFirstStepModules = new RegExp(
  [
    String.raw`src[\/]features[\/]preferences[\/](components[\/](preferences-wizard-form|upload-resume-step|resume-file-card|step-heading|discard-changes-dialog)|`,
    String.raw`hooks[\/](use-guarded-close|use-wizard-submit)|lib[\/]unsaved-changes|api[\/]save-preferences)\.tsx?$|`,
    String.raw`src[\/]features[\/]resumes[\/](lib[\/][a-z-]+|api[\/](get-resumes|upload-resume))\.ts$|src[\/]components[\/]ui[\/]progress-steps\.tsx$|`,
    String.raw`lucide-react[\/]dist[\/]esm[\/]icons[\/](check|upload|chevron-left|chevron-right)\.mjs$`,
  ].join(''),
);

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), signedInPage(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API and the auth endpoints live on the Node server; same-origin paths in the app.
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports reads <link rel="modulepreload"> except Safari before 17, which then
    // fetches the signed-in chunk when the entry asks for it instead of ahead: the polyfill's bytes would
    // be in every first load for that.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants: a screen that uses one schema
        // must not pull every other one (and croner, which the schedule helpers import) into its chunk.
        moduleSideEffects: (id) => {
          if (contractModule.test(id)) return false;
          // Our own modules only declare, but for the few that act on import: a feature's index (its
          // public face) then brings a chunk only what that chunk uses of it, not every component it lists.
          if (ownModule.test(id)) return ownSideEffects.test(id);
          return undefined;
        },
      },
      output: {
        // Libraries change less often than our code; separate chunks stay cached across releases.
        // Only what the first page needs (`$initial`): a library that only lazy code imports (React
        // Router, confetti, cronstrue…) stays with that code instead of riding along in the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'app', test: /apps[\\/]web[\\/]src[\\/](?!main\.tsx)|packages[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'signed-in', test: /src[\\/]app[\\/](signed-in-router|routes[\\/]dashboard)\.tsx$/, priority: 0 },
            // Each file fetched costs a request and ~1 KB of response headers on the wire. A new guest's first
            // screen opens the wizard, so its frame and first step come with it: in one file, not four.
            { name: 'preferences-wizard-form', test: wizardFirstStepModules, priority: 0 },
          ],
        },
      },
    },
  },
});
