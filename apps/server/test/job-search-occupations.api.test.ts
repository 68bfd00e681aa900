import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handTaxonomy } from '@seeker/agents/testing';
import type { RunJobSearchResponse } from '@seeker/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccupationKnowledge } from '../src/taxonomy/occupation-knowledge';
import { startFakeJobSources, type FakeJobSources } from './fakes/fake-job-sources';
import { acmeCook, searchNow, searchPreferences } from './fixtures/search-jobs';
import { fakeJobSourcesFor } from './support/job-sources';
import { runSearch, savePreferences } from './support/search-app';
import { signInAsGuest } from './support/sign-in';
import { createTestApp, oneDatabaseTarget, type TestContext } from './support/test-app';
import { openTestDatabase } from './support/test-database';

// The hand index (not ESCO's data): "Buchhalter" is an accountant's German title, a financial auditor of the same
// ISCO unit group, a line cook of neither.
const handKnowledge: OccupationKnowledge = {
  status: () => ({ occupations: 'built-in', reason: 'hand index for a test' }),
  index: async () => handTaxonomy,
};
const accounting = [
  { ...acmeCook, id: '5001', title: 'Buchhalter (w/m/d)', descriptionHtml: '<p>Monatsabschlüsse erstellen.</p>' },
  { ...acmeCook, id: '5002', title: 'Financial Auditor', descriptionHtml: '<p>Audit the books.</p>' },
  { ...acmeCook, id: '5003', postedAt: searchNow },
];

describe.each([
  ['with the installed occupations', handKnowledge],
  ['without them', undefined],
] as const)('a search ranks job titles by occupation %s', (_, occupations) => {
  const ctx = {} as TestContext & { fake: FakeJobSources };
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
  beforeAll(async () => {
    ctx.database = await openTestDatabase(oneDatabaseTarget()[0]!);
    ctx.fake = await startFakeJobSources();
    const sources = fakeJobSourcesFor(ctx.fake, { enabled: ['greenhouse'], timeoutMs: 1_500 });
    ctx.app = await createTestApp(ctx.database, { filesDir, sources, ...(occupations ? { occupations } : {}) });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.fake?.close();
    await ctx.database?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('puts a job of the wanted occupation in another language first, and says why', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: accounting } } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(
      ctx.app,
      alice,
      searchPreferences({
        titles: ['Accountant'],
        skills: [],
        locations: [],
        companies: ['Acme Robotics'],
        excludeKeywords: [],
        salaryRange: { min: 0, max: 0 },
      }),
    );
    const response = await runSearch(ctx.app, alice);
    expect(response.statusCode, response.body).toBe(200);
    const jobs = (response.json() as RunJobSearchResponse).job_listings.jobs;
    const reasons = Object.fromEntries(jobs.map((job) => [job.title, job.matchReason]));
    if (occupations) {
      expect(jobs.map((job) => job.title)).toEqual(['Buchhalter (w/m/d)', 'Financial Auditor', 'Line Cook']);
      expect(reasons['Buchhalter (w/m/d)']).toMatch(/^Same occupation as Accountant/);
      expect(reasons['Financial Auditor']).toMatch(/^Occupation close to Accountant/);
    } else {
      // By the titles' words alone no title matches: the freshest job comes first, and no reason names an occupation.
      expect(jobs[0]!.title).toBe('Line Cook');
      for (const reason of Object.values(reasons)) expect(reason).not.toMatch(/occupation/i);
    }
  });
});
