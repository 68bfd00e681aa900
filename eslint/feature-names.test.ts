import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per feature in every layer that has it (docs/architecture.md, "Features in every layer"): a
// server module, a web feature, a contract file and a database schema file of the same kebab-case name. The lists below are the
// features a layer does not have, each with why; a new name that is in one layer and not its peers fails here.

const root = path.resolve(import.meta.dirname, '..');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const files = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length));

const serverModules = folders('apps/server/src/modules');
const webFeatures = folders('apps/web/src/features');
const contractFiles = new Set(files('packages/contract/src'));
const schemaFiles = new Set(files('apps/server/src/db/schema'));

/** Web features with no server module of their own. */
const webOnly = {
  dashboard: 'a screen made of other features (saved jobs, scheduled searches, add-job-by-link)',
};

/** Server modules with no screen of their own. */
const serverOnly = {
  'application-timeline': "each application's timeline, written by applications, saved-jobs and resume-tailoring; shown on the application page",
  'agent-runs': 'the run ledger a search is followed by; the job-search screen reads it',
  health: 'liveness and readiness for the proxy and the orchestrator',
  metrics: 'Prometheus metrics',
  places: "places from the gazetteer as one types them; the preferences wizard's Locations and salary currency ask it",
  postings: 'the shared postings index, filled in the background',
  quotas: 'what one person may keep and add; no routes',
  scheduler: 'task slots for scheduled searches; no screen',
};

/** Server modules whose answers are not described by a contract file of their own name. */
const noContract = {
  metrics: 'answers Prometheus text, not JSON',
  postings: 'its one route, the health of the job sources (/api/job-sources), answers with job-search.ts schemas',
  quotas: 'no routes',
};

/** Server modules with no tables of their own. */
const noTables = {
  'add-job-by-link': 'saves into saved_jobs (saved-jobs.ts)',
  health: 'reads no table of its own',
  metrics: 'reads other modules’ tables',
  places: 'reads the gazetteer file (packages/agents/src/places), no table',
  quotas: 'counts other modules’ rows',
  settings: 'exports and deletes every table',
};

/** Schema files not named for a module: which module's tables they hold, or what they are. */
const schemaOfAnother = {
  columns: 'column helpers every table uses',
  'schedule-matches': 'scheduled-searches: the kept matches of each schedule',
  'scheduled-search-runs': 'scheduled-searches: the run ledger and the postings each schedule has reported',
  'source-health': 'postings: how each source answered',
};

describe('one name per feature in every layer', () => {
  it('has a server module of the same name for every web feature', () => {
    const missing = webFeatures.filter((feature) => !serverModules.includes(feature) && !(feature in webOnly));
    expect(missing, 'web features with no server module of the same name (rename one, or list it in webOnly with why)').toEqual([]);
  });

  it('has a web feature of the same name for every server module that serves a screen', () => {
    const missing = serverModules.filter((module) => !webFeatures.includes(module) && !(module in serverOnly));
    expect(missing, 'server modules with no web feature of the same name (rename one, or list it in serverOnly with why)').toEqual([]);
  });

  it('has a contract file of the same name for every server module', () => {
    const missing = serverModules.filter((module) => !contractFiles.has(module) && !(module in noContract));
    expect(missing, 'server modules with no contract file of the same name (rename one, or list it in noContract with why)').toEqual([]);
  });

  it('has a schema file of the same name for every server module with tables, and none named for nothing', () => {
    const missing = serverModules.filter((module) => !schemaFiles.has(module) && !(module in noTables));
    expect(missing, 'server modules with no schema file of the same name (rename one, or list it in noTables with why)').toEqual([]);
    const unnamed = [...schemaFiles].filter((file) => !serverModules.includes(file) && !(file in schemaOfAnother));
    expect(unnamed, 'schema files named for no module (rename, or list in schemaOfAnother whose tables they are)').toEqual([]);
  });

  it('lists no exception that no longer applies', () => {
    expect(Object.keys(webOnly).filter((feature) => !webFeatures.includes(feature) || serverModules.includes(feature))).toEqual([]);
    expect(Object.keys(serverOnly).filter((module) => !serverModules.includes(module) || webFeatures.includes(module))).toEqual([]);
    expect(Object.keys(noContract).filter((module) => !serverModules.includes(module) || contractFiles.has(module))).toEqual([]);
    expect(Object.keys(noTables).filter((module) => !serverModules.includes(module) || schemaFiles.has(module))).toEqual([]);
    expect(Object.keys(schemaOfAnother).filter((file) => !schemaFiles.has(file) || serverModules.includes(file))).toEqual([]);
  });
});
