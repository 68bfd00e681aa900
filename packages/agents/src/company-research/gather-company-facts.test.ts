import { companyResearchSchema } from '@seeker/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSourceHttp } from '../job-discovery/fetch/create-source-http';
import { acmeRobotics, createPosting, globex, startFakeResearchSources, type FakeResearchSources } from '../testing';
import { applyFacts } from './apply-facts';
import { gatherCompanyFacts, type ResearchClients } from './gather-company-facts';
import { createSiteFetcher } from './site/fetch-site';
import { summarizePostings } from './summarize-postings';

const hostile = {
  name: 'Hostile Corp',
  qid: 'Q4000099',
  description: 'company',
  industry: { id: 'Q4000098', label: 'Mal\u0000ware \uD800' },
  wikipediaTitle: 'Hostile Corp',
  wikipediaExtract: 'Evil\u0000 <img src=x onerror="alert(1)"> corp',
};

let fake: FakeResearchSources;
beforeAll(async () => {
  fake = await startFakeResearchSources([acmeRobotics, globex, hostile]);
});
afterAll(() => fake.close());
beforeEach(() => fake.fail([]));

const now = new Date('2026-11-22T10:00:00Z');
const http = () => createSourceHttp({ source: 'research', userAgent: 'Seeker/test', timeoutMs: 3_000, maxRetries: 0 });
function clients(withRatings = true): ResearchClients {
  return {
    wikidata: { http: http(), baseUrl: fake.urls.wikidata },
    wikipedia: { http: http(), baseUrl: fake.urls.wikipedia },
    site: createSiteFetcher({ userAgent: 'Seeker/test', trustedOrigins: [fake.origin] }),
    ...(withRatings ? { ratings: { http: http(), provider: { baseUrl: fake.urls.ratings, apiKey: fake.ratingsKey } } } : {}),
  };
}

describe('gatherCompanyFacts', () => {
  it('cites every fact to the source it came from', async () => {
    const facts = await gatherCompanyFacts('Acme Robotics', clients(), { now });
    expect(facts.overview).toMatchObject({
      industry: 'Robotics',
      headquarters: 'San Francisco',
      founded: 2012,
      size: '1,200 employees (2025)',
      stockSymbol: 'Nasdaq: ACMR',
      ceo: 'Dana Reyes',
      website: `${fake.origin}/sites/acme/`,
      description: acmeRobotics.wikipediaExtract,
      logoUrl: `${fake.origin}/sites/acme/logo.png`,
    });
    expect(facts.citations).toMatchObject({
      'companyOverview.industry': 'wikidata',
      'companyOverview.description': 'wikipedia',
      'companyOverview.logoUrl': 'website',
      ratings: 'ratings',
      competitors: 'ratings',
      awards: 'wikidata',
    });
    expect(facts.sources.map((source) => [source.id, source.label, source.retrievedAt])).toEqual([
      ['wikidata', 'Wikidata Q4000001', now.toISOString()],
      ['ratings', 'Glassdoor (via Real-Time Glassdoor Data)', now.toISOString()],
      ['wikipedia', 'Wikipedia: Acme Robotics', now.toISOString()],
      ['website', '127.0.0.1', now.toISOString()],
    ]);
    expect(facts.sources.find((source) => source.id === 'wikidata')?.url).toBe(`${fake.urls.wikidata}/wiki/Q4000001`);
    expect(facts.ratings).toMatchObject({ overall: 4.2, reviewCount: 312, recommendToFriend: 0.83, ceo: { name: 'Dana Reyes', rating: 0.86 } });
    expect(facts.ratings?.detailedBreakdown?.businessOutlook).toBe(3.7);
    expect(facts.reviewsSummary).toMatchObject({
      pros: ['Smart colleagues and real ownership of features.', 'Mentoring is taken seriously.'],
      recentInsight: { title: 'Software Engineer', duration: '2 years' },
    });
    expect(facts.interviewIntelligence).toMatchObject({
      difficultyLevel: 'medium',
      successRate: 0.6,
      timeline: 'about 21 days (median of 5 reports)',
      rounds: null,
    });
    expect(facts.interviewIntelligence?.commonQuestions[0]).toBe('Design a job queue for robots.');
    expect(facts.awards).toEqual([{ title: 'Red Dot Design Award', year: 2023 }]);
    expect(facts.officeLocations).toEqual(['San Francisco, CA, United States', 'Austin, TX, United States']);
    expect(facts.gaps).toEqual([]);
  });

  it('says "No ratings source configured" and invents nothing without a ratings key', async () => {
    const facts = await gatherCompanyFacts('Globex', clients(false), { now });
    expect(facts.ratings).toBeNull();
    expect(facts.reviewsSummary).toBeNull();
    expect(facts.interviewIntelligence).toBeNull();
    expect(facts.competitors).toBeNull();
    expect(facts.gaps).toContainEqual({ source: 'ratings', reason: 'not-configured', message: 'No ratings source configured' });
    expect(facts.gaps).toContainEqual({ source: 'website', reason: 'not-found', message: 'No source names the company’s website' });
    expect(facts.overview).toMatchObject({ industry: 'Software industry', founded: 1998, description: 'Globex is a German software company.' });
    // Globex's item states no awards: not known, rather than a cited empty list.
    expect(facts.awards).toBeNull();
    expect(facts.citations.awards).toBeUndefined();
  });

  it('keeps what answered when a source fails, and says which failed', async () => {
    fake.fail(['wikidata']);
    const facts = await gatherCompanyFacts('Acme Robotics', clients(), { now });
    expect(facts.gaps).toContainEqual({ source: 'wikidata', reason: 'failed', message: 'Wikidata had an error on its side (HTTP 500)' });
    expect(facts.ratings?.overall).toBe(4.2);
    expect(facts.citations['companyOverview.industry']).toBe('ratings');
  });

  it('finds nothing rather than a different company of a similar name', async () => {
    const facts = await gatherCompanyFacts('Acme', clients(), { now });
    expect(facts.sources).toEqual([]);
    expect(facts.gaps.map((gap) => gap.reason)).toEqual(['not-found', 'not-found', 'not-found', 'not-found']);
  });

  it('strips NUL and broken Unicode from whatever a source sends, and keeps markup as plain text', async () => {
    const facts = await gatherCompanyFacts('Hostile Corp', clients(false), { now });
    expect(facts.overview.industry).toBe('Malware \uFFFD');
    expect(facts.overview.description).toBe('Evil <img src=x onerror="alert(1)"> corp');
    expect(JSON.stringify(facts)).not.toContain('\\u0000');
  });

  it('completes a postings record that passes the contract', async () => {
    const [record] = summarizePostings([createPosting({ company: 'Acme Robotics' })], { now });
    const facts = await gatherCompanyFacts('Acme Robotics', clients(), { now });
    const full = applyFacts(record!, facts);
    expect(companyResearchSchema.parse(full)).toEqual(full);
    expect(full.sources[0]).toEqual({ id: 'postings', label: '1 job posting in this search', url: null, retrievedAt: now.toISOString() });
    expect(full.citations.officeLocations).toBe('ratings');
  });
});
