import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetImportGraph } from './import-graph.js';
import { seekerPlugin } from './rules.js';

// The repository's own lint config, on code it must refuse and code it must let through.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const boundaryRules = new Set(['seeker/boundaries', 'seeker/no-cycles', 'seeker/no-unit-cycles']);

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => boundaryRules.has(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature reaching into another',
      'apps/web/src/features/settings/components/probe.tsx',
      "import { TextField } from '@/features/auth/components/email-auth-form';\nvoid TextField;",
    ],
    [
      'the app reaching into a feature',
      'apps/web/src/app/routes/probe.tsx',
      "import { usePreferences } from '@/features/preferences/api/get-preferences';\nvoid usePreferences;",
    ],
    ['components/ importing a feature', 'apps/web/src/components/ui/probe.tsx', "import { useResumes } from '@/features/resumes';\nvoid useResumes;"],
    ['lib/ importing the app', 'apps/web/src/lib/probe.ts', "import { routes } from '@/app/routes';\nvoid routes;"],
    [
      'auth importing another feature',
      'apps/web/src/features/auth/hooks/probe.ts',
      "import { disablePushNotifications } from '@/features/notifications';\nvoid disablePushNotifications;",
    ],
    [
      'a module reaching into another',
      'apps/server/src/modules/profile/probe.ts',
      "import { primaryResumeId } from '../resumes/primary-resume';\nvoid primaryResumeId;",
    ],
    ['lib/ importing a module', 'apps/server/src/lib/probe.ts', "import { lockOwner } from '../modules/auth';\nvoid lockOwner;"],
    [
      'a module importing one that imports it back',
      'apps/server/src/modules/postings/probe.ts',
      "import { keepFoundJobs } from '../saved-jobs';\nvoid keepFoundJobs;",
    ],
    [
      'a feature importing one that imports it back',
      'apps/web/src/features/saved-jobs/probe.ts',
      "import { JobsScreen } from '@/features/job-search';\nvoid JobsScreen;",
    ],
    [
      'a reach spelt with .js, as TypeScript reads it',
      'apps/server/src/modules/profile/probe.ts',
      "import { primaryResumeId } from '../resumes/primary-resume.js';\nvoid primaryResumeId;",
    ],
    [
      'a feature reach spelt with .js',
      'apps/web/src/features/settings/probe.ts',
      "import { usePreferences } from '@/features/preferences/api/get-preferences.js';\nvoid usePreferences;",
    ],
    [
      'a local import that names no file, which no rule could check',
      'apps/server/src/modules/profile/probe.ts',
      "import { x } from '../resumes/nowhere';\nvoid x;",
    ],
  ])('refuses %s', async (_case, file, code) => {
    expect(await problems(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'a feature through another’s index',
      'apps/web/src/features/settings/components/probe.tsx',
      "import { useResumes } from '@/features/resumes';\nvoid useResumes;",
    ],
    [
      'a feature’s own insides',
      'apps/web/src/features/preferences/components/probe.tsx',
      "import { usePreferences } from '../api/get-preferences';\nvoid usePreferences;",
    ],
    [
      'a module through another’s index',
      'apps/server/src/modules/profile/probe.ts',
      "import { primaryResumeId } from '../resumes';\nvoid primaryResumeId;",
    ],
    ['a module using lib/', 'apps/server/src/modules/profile/probe.ts', "import { nextRunAt } from '../../lib/time/next-run-at';\nvoid nextRunAt;"],
    [
      'an index named with a trailing slash',
      'apps/web/src/features/settings/probe.ts',
      "import { useResumes } from '@/features/resumes/';\nvoid useResumes;",
    ],
  ])('lets through %s', async (_case, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('file cycles', () => {
  it('are refused everywhere the layout rules run', async () => {
    for (const file of ['apps/server/src/app.ts', 'apps/web/src/main.tsx', 'packages/agents/src/index.ts']) {
      const config = await eslint.calculateConfigForFile(path.join(root, file));
      expect(config.rules?.['seeker/no-cycles']?.[0] ?? config.rules?.['seeker/no-cycles'], file).toBe(2);
    }
  });

  // Real files (a cycle is only seen between files on disk), outside the linted tree: an interrupted run
  // leaves nothing that breaks the next lint, and the folder is ignored by git.
  const probe = path.join(root, 'eslint', `.probe-${process.pid}`);
  const probeLint = new ESLint({
    cwd: root,
    overrideConfig: [{ files: ['eslint/.probe-*/**/*.ts'], plugins: { seeker: seekerPlugin }, rules: { 'seeker/no-cycles': 'error' } }],
  });
  beforeAll(() => {
    fs.mkdirSync(probe, { recursive: true });
    fs.writeFileSync(path.join(probe, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(probe, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    fs.writeFileSync(path.join(probe, 'c.ts'), "import type { A } from './d';\nexport type C = A;\n");
    fs.writeFileSync(path.join(probe, 'd.ts'), "import type { C } from './c';\nexport type A = { c?: C };\n");
    forgetImportGraph();
  });
  afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

  it('refuses two files that import each other, however the import is spelt', async () => {
    const [result] = await probeLint.lintFiles([path.join(probe, 'a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('seeker/no-cycles');
  });

  it('lets types name each other: type imports are erased before anything runs', async () => {
    const [result] = await probeLint.lintFiles([path.join(probe, 'c.ts')]);
    expect(result?.messages.filter((message) => boundaryRules.has(message.ruleId ?? ''))).toEqual([]);
  });
});
