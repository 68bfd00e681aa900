import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { companySite } from './company-site';
import { ratingsInterviews, ratingsOverview, ratingsReviews, ratingsSearch } from './render-ratings';
import type { FakeResearchCompany } from './research-company';
import { wikidataEntity, wikidataLabels, wikidataSearch, wikipediaSummary } from './render-wikimedia';

export type FakeResearchPart = 'wikidata' | 'wikipedia' | 'ratings' | 'sites';

export type FakeResearchSources = {
  /** The server's origin; Wikidata, Wikipedia and the ratings provider live under /wikidata, /wikipedia, /ratings. */
  origin: string;
  urls: { wikidata: string; wikipedia: string; ratings: string };
  ratingsKey: string;
  requests: { part: string; path: string; userAgent: string }[];
  count: (part: FakeResearchPart, pathPart?: string) => number;
  /** Parts answering 500 until set again. */
  fail: (parts: FakeResearchPart[]) => void;
  close: () => Promise<void>;
};

const ratingsKey = 'test-rapidapi-key';

/**
 * Wikidata, Wikipedia, the ratings provider and company websites on one 127.0.0.1 server, each answering
 * in its real response shape. /sites/{slug}/ serves a company's home page; /sites/metadata/ redirects to
 * the cloud metadata address and /sites/loop/ redirects forever, for the outbound fetcher's guards.
 */
export async function startFakeResearchSources(
  companies: FakeResearchCompany[],
  { latencyMs = 0 }: { latencyMs?: number } = {},
): Promise<FakeResearchSources> {
  const requests: FakeResearchSources['requests'] = [];
  let failing = new Set<FakeResearchPart>();
  let origin = '';
  const server = http.createServer((req, res) => {
    // Benchmarks ask for the network's delay; tests answer at once.
    if (latencyMs > 0) return void setTimeout(() => answer(req, res), latencyMs);
    answer(req, res);
  });
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, part = '', ...rest] = url.pathname.split('/');
    requests.push({ part, path: `/${rest.join('/')}${url.search}`, userAgent: String(req.headers['user-agent'] ?? '') });
    req.resume();
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (failing.has(part as FakeResearchPart)) return json(500, { error: 'internal' });

    if (part === 'wikidata') {
      const action = url.searchParams.get('action');
      if (url.pathname === '/wikidata/w/api.php' && action === 'wbsearchentities')
        return json(200, wikidataSearch(companies, url.searchParams.get('search') ?? ''));
      if (url.pathname === '/wikidata/w/api.php' && action === 'wbgetentities')
        return json(200, wikidataLabels(companies, (url.searchParams.get('ids') ?? '').split('|')));
      const entity = /^\/wikidata\/wiki\/Special:EntityData\/(Q\d+)\.json$/.exec(url.pathname);
      const company = companies.find((candidate) => candidate.qid === entity?.[1]);
      if (company) return json(200, wikidataEntity(company, origin));
      return json(404, { error: { code: 'no-such-entity' } });
    }
    if (part === 'wikipedia') {
      const title = /^\/wikipedia\/page\/summary\/(.+)$/.exec(url.pathname)?.[1];
      const company = companies.find((candidate) => title && (candidate.wikipediaTitle ?? '').replace(/ /g, '_') === decodeURIComponent(title));
      if (company) return json(200, wikipediaSummary(company));
      return json(404, { type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found', title: 'Not found.' });
    }
    if (part === 'ratings') {
      if (req.headers['x-rapidapi-key'] !== ratingsKey) return json(403, { message: 'You are not subscribed to this API.' });
      const endpoint = rest.join('/');
      if (endpoint === 'company-search') return json(200, ratingsSearch(companies, url.searchParams.get('query') ?? ''));
      const company = companies.find((candidate) => String(candidate.glassdoorId) === url.searchParams.get('company_id'));
      if (!company) return json(200, { status: 'OK', data: null });
      if (endpoint === 'company-overview') return json(200, ratingsOverview(company));
      if (endpoint === 'company-reviews') return json(200, ratingsReviews(company));
      if (endpoint === 'company-interviews') return json(200, ratingsInterviews(company));
      return json(404, { message: 'Endpoint does not exist' });
    }
    if (part === 'sites') {
      const slug = rest[0] ?? '';
      if (slug === 'metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (slug === 'loop') return res.writeHead(302, { location: `/sites/loop/${rest.length}` }).end();
      const company = companies.find((candidate) => candidate.siteSlug === slug);
      if (!company) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(companySite(company));
    }
    res.writeHead(404).end();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urls: { wikidata: `${origin}/wikidata`, wikipedia: `${origin}/wikipedia`, ratings: `${origin}/ratings` },
    ratingsKey,
    requests,
    count: (part, pathPart = '') => requests.filter((request) => request.part === part && request.path.includes(pathPart)).length,
    fail: (parts) => {
      failing = new Set(parts);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
