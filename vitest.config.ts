import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const webRoot = path.resolve(import.meta.dirname, 'apps/web');

/** The web app's test files, relative to its root. */
function webTestFiles(): string[] {
  const files = fs.readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' });
  return files.filter((file) => /\.test\.tsx?$/.test(file)).map((file) => `src/${file.split(path.sep).join('/')}`);
}

/**
 * A test file that replaces modules (vi.mock) or needs a module's first load
 * (vi.resetModules) gets a module graph of its own; every other file shares its worker's, which
 * saves jsdom's and React's import for each file (three times faster in all).
 */
const replacesModules = (file: string) => /\bvi\.(mock|doMock|resetModules)\(/.test(fs.readFileSync(path.join(webRoot, file), 'utf8'));
const webFiles = webTestFiles();
const webShared = webFiles.filter((file) => !replacesModules(file));
const webIsolated = webFiles.filter(replacesModules);

const webProject = (name: string, include: string[], isolate: boolean) => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name,
    root: './apps/web',
    include,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    maxWorkers: 2,
    // A test that walks a whole screen with user events takes seconds when both cores are busy.
    testTimeout: 20_000,
    isolate,
  },
});

// Suites, one runner: `unit`, `web` and `web-mocks` (fast, no I/O), `api` (server against a real database),
// `processes` (server processes on a real clock), `e2e` (built app in Debian's Chromium). `npm test` runs all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'eslint/**/*.test.ts', 'deploy/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Vitest's default leaves a core idle on a two-core machine; these files share nothing (no
          // mocks, no globals), so a worker imports each module once for all of its files.
          maxWorkers: 2,
          isolate: false,
          // The first pdf.js read in a worker loads the library: seconds when both cores are busy.
          testTimeout: 20_000,
        },
      },
      webProject('web', webShared, false),
      webProject('web-mocks', webIsolated, true),
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.api.test.ts', 'apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time: each worker has its own PGlite and its own PostgreSQL database
          // (test-database.ts), and much of a file's time is spent waiting on the database.
          maxWorkers: 2,
          // Every file builds its own app and database (test-app.ts), so a worker's files can share its
          // module cache: importing the server once per worker instead of once per file saves minutes.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/web/e2e/support/production-build.ts', 'apps/web/e2e/support/data-dir-template.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server (free port, own data directory) and browser: two at a time.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Server processes on a real clock: minutes spent mostly waiting, so `npm test` runs this
          // beside the other suites instead of after them.
          name: 'processes',
          include: ['apps/server/test/**/*.e2e.test.ts', 'deploy/**/*.e2e.test.ts'],
          globalSetup: ['apps/web/e2e/support/production-build.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
