import type { CompanyFacts, ResearchClients } from '@seeker/agents';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { companyFacts } from '../src/db/schema';
import { cachedCompanyFacts } from '../src/modules/company-research/load-company-facts';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';

const now = new Date('2026-06-01T12:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
const facts = (name: string): CompanyFacts => ({
  overview: {},
  ratings: null,
  reviewsSummary: null,
  interviewIntelligence: null,
  competitors: null,
  awards: null,
  officeLocations: [name],
  sources: [],
  citations: {},
  gaps: [],
});
// Only the clients' names matter here: which sources the cached facts were fetched with.
const sources = (...names: (keyof ResearchClients)[]) => ({
  clients: Object.fromEntries(names.map((name) => [name, {}])) as ResearchClients,
  ttlHours: 72,
});

describe.each(databaseTargets())('cachedCompanyFacts on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());
  beforeEach(() => resetDatabase(database));

  it("reads a search's companies' fresh facts together: only those fetched with the sources configured now", async () => {
    await database.db.insert(companyFacts).values([
      { companyKey: 'acme robotics', facts: facts('Acme Robotics'), configured: 'wikidata,wikipedia', fetchedAt: hours(-1), expiresAt: hours(71) },
      { companyKey: 'globex', facts: facts('Globex'), configured: 'wikidata,wikipedia', fetchedAt: hours(-80), expiresAt: hours(-8) },
      { companyKey: 'initech', facts: facts('Initech'), configured: 'wikidata', fetchedAt: hours(-1), expiresAt: hours(71) },
      { companyKey: 'hooli', facts: facts('Hooli'), configured: 'wikidata,wikipedia', fetchedAt: hours(-1), expiresAt: hours(71) },
    ]);
    const found = await cachedCompanyFacts(
      database.db,
      sources('wikipedia', 'wikidata'),
      ['Acme Robotics', 'ACME ROBOTICS', 'Globex', 'Initech', 'Umbrella', ''],
      now,
    );
    // Expired (Globex), fetched with other sources (Initech), never cached (Umbrella), not asked for (Hooli): none.
    expect([...found.keys()]).toEqual(['acme robotics']);
    expect(found.get('acme robotics')).toEqual({ facts: facts('Acme Robotics'), fetchedAt: hours(-1) });
  });

  it('reads nothing when no research source is configured: facts are never cached then', async () => {
    await database.db
      .insert(companyFacts)
      .values({ companyKey: 'acme robotics', facts: facts('Acme Robotics'), configured: '', fetchedAt: hours(-1), expiresAt: hours(71) });
    expect(await cachedCompanyFacts(database.db, sources(), ['Acme Robotics'], now)).toEqual(new Map());
  });
});
