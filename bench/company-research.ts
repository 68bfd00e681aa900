// Company research for one search's companies (default 20), each asked of Wikidata, Wikipedia, its
// website and the ratings provider on a loopback fake that answers after 50 ms (the network's delay).
// Prints the time to research them all with nothing cached (the baseline, measured in this run), then
// again with the facts cached, the ratio, and the outside requests each pass made.
// Embedded PGlite. Prints figures; never passes or fails. Run: npx tsx bench/company-research.ts [companies]
import { summarizePostings } from '../packages/agents/src';
import { createPosting, startFakeResearchSources, type FakeResearchCompany } from '../packages/agents/src/testing';
import { openDatabase } from '../apps/server/src/db/client';
import { researchCompanies } from '../apps/server/src/modules/company-research/research-companies';
import { createResearchSources } from '../apps/server/src/research-sources/research-sources';

const total = Number(process.argv[2] ?? 20);
const latencyMs = 50;
const companies: FakeResearchCompany[] = Array.from({ length: total }, (_, index) => ({
  name: `Benchmark Company ${index}`,
  qid: `Q${9_000_000 + index}`,
  description: 'software company',
  industry: { id: 'Q880371', label: 'Software industry' },
  headquarters: { id: 'Q64', label: 'Berlin' },
  inception: '+2001-01-01T00:00:00Z',
  siteSlug: `company-${index}`,
  wikipediaTitle: `Benchmark Company ${index}`,
  wikipediaExtract: `Benchmark Company ${index} makes software.`,
  glassdoorId: 500_000 + index,
}));
const fake = await startFakeResearchSources(companies, { latencyMs });
const research = createResearchSources(
  {
    enabled: ['wikidata', 'wikipedia', 'website', 'ratings'],
    wikidataUrl: fake.urls.wikidata,
    wikipediaUrl: fake.urls.wikipedia,
    ratings: { baseUrl: fake.urls.ratings, apiKey: fake.ratingsKey },
    ttlHours: 72,
  },
  'https://seeker.example/bench',
);
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const now = new Date();
const records = summarizePostings(
  companies.map((company, index) =>
    createPosting({ sourceId: String(index), company: company.name, title: 'Frontend Engineer', remote: index % 2 === 0 }),
  ),
  { now },
);
const preferences = { titles: ['Frontend Engineer'], locations: ['Remote'], salaryRange: { min: 100_000, max: 200_000 } };

async function pass() {
  const before = fake.requests.length;
  const started = performance.now();
  const result = await researchCompanies({ db: database.db, research }, records, preferences, { now, deadlineMs: 600_000 });
  return { ms: performance.now() - started, requests: fake.requests.length - before, cached: result.cachedCount };
}

const cold = await pass();
const warm = await pass();
console.log(`node ${process.version}, ${total} companies, fake sources answering after ${latencyMs} ms, PGlite:`);
console.log(
  `  nothing cached (baseline): ${cold.ms.toFixed(0)} ms, ${cold.requests} outside requests (${(cold.requests / total).toFixed(1)} a company)`,
);
console.log(`  facts cached:              ${warm.ms.toFixed(0)} ms, ${warm.requests} outside requests, ${warm.cached} of ${total} from the cache`);
console.log(`  ratio cached / baseline:   ${(warm.ms / cold.ms).toFixed(3)}x`);
await fake.close();
await database.close();
