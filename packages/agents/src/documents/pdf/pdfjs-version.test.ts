import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Decision 0016: the pre-flight copies one pdf.js version's decoders, so the server and the browser run
// exactly that version, and nothing else in the lock file brings another.
const root = new URL('../../../../../', import.meta.url);
// The web app's packages are devDependencies: it is bundled at build time (decision 0019).
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

describe('pdf.js version', () => {
  it('is one exact version in both pins, the override, the lock file and what is installed', () => {
    const agents = json('packages/agents/package.json').dependencies['pdfjs-dist'];
    const web = json('apps/web/package.json').devDependencies['pdfjs-dist'];
    const override = json('package.json').overrides?.['pdfjs-dist'];
    expect(agents).toMatch(/^\d+\.\d+\.\d+$/);
    expect([web, override]).toEqual([agents, agents]);
    const lock = json('package-lock.json') as { packages: Record<string, { version?: string }> };
    const locked = Object.entries(lock.packages).filter(([path]) => path.endsWith('node_modules/pdfjs-dist'));
    expect(locked.map(([, entry]) => entry.version)).toEqual([agents]);
    // react-pdf, which brings the browser's pdf.js, is pinned exactly too: a patch of it cannot move pdf.js unseen.
    expect(json('apps/web/package.json').devDependencies['react-pdf']).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), 'utf8')).version;
    expect(installed).toBe(agents);
  });
});
