import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBoardProvider, sourceAdapters, sourceNames, type SourceName } from '@seeker/agents';
import { fakeSources, type FixtureJob } from '@seeker/agents/testing';

/** A board that lists jobs, or misbehaves the way real boards do. */
export type FakeBoard = { companyName: string; jobs: FixtureJob[] } | 'gone' | 'hang' | 'error';
export type FakeFeed = FixtureJob[] | 'hang' | 'error';

export type FakeJobSourcesSetup = {
  /** By `provider:slug`; an unlisted board answers 404 (SmartRecruiters: an empty list, as the real one does). */
  boards?: Record<string, FakeBoard>;
  /** Feeds and keyed searches by source; an unlisted one answers an empty list. */
  feeds?: Partial<Record<SourceName, FakeFeed>>;
  /**
   * Job pages a user may paste, by path under `/pages/` (an employer's own careers site): HTML served as
   * UTF-8, or bytes with their Content-Type, or a redirect elsewhere.
   */
  pages?: Record<string, string | { bytes: Buffer; contentType: string } | { redirect: string }>;
  /** The host's `/robots.txt` (every fake source shares one host); without it, 404, which leaves the host open. */
  robotsTxt?: string | 'error';
};

export type FakeRequest = { source: string; path: string; userAgent: string };

export type FakeJobSources = {
  baseUrls: Record<SourceName, string>;
  /** Where `pages` are served: `${pagesUrl}/{path}`. */
  pagesUrl: string;
  requests: FakeRequest[];
  set: (setup: FakeJobSourcesSetup) => void;
  count: (source: string, pathPart?: string) => number;
  close: () => Promise<void>;
};

/**
 * Every job source at once on 127.0.0.1: `/{source}/...` is answered in that source's real response
 * shape (rendered by `@seeker/agents/testing`), so the adapters under test cannot tell it from the real host.
 */
export async function startFakeJobSources(initial: FakeJobSourcesSetup = {}): Promise<FakeJobSources> {
  let setup = initial;
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, source = '', ...rest] = url.pathname.split('/');
    const inner = new URL(`/${rest.join('/')}${url.search}`, 'http://127.0.0.1');
    requests.push({ source, path: inner.pathname + inner.search, userAgent: String(req.headers['user-agent'] ?? '') });
    req.resume();
    if (source === 'robots.txt' && setup.robotsTxt !== undefined) {
      if (setup.robotsTxt === 'error') return void res.writeHead(503).end();
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end(setup.robotsTxt);
    }
    if (source === 'pages') {
      const page = setup.pages?.[rest.join('/')];
      if (page === undefined) return void res.writeHead(404).end();
      if (typeof page === 'string') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      if ('redirect' in page) return void res.writeHead(302, { location: page.redirect }).end();
      return void res.writeHead(200, { 'content-type': page.contentType }).end(page.bytes);
    }
    const fake = (fakeSources as Record<string, (typeof fakeSources)[SourceName]>)[source];
    if (!fake) return void res.writeHead(404).end();
    // A fake that renders text (Personio's XML feed) is answered as XML; any other as JSON.
    const answer = (status: number, body: unknown) =>
      typeof body === 'string'
        ? res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' }).end(body)
        : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

    if (isBoardProvider(source)) {
      const slug = fake.boardSlug(inner.pathname, inner.searchParams);
      const board = slug ? setup.boards?.[`${source}:${slug.toLowerCase()}`] : undefined;
      if (board === 'hang') return; // never answers; closed with the server
      if (board === 'error') return answer(500, { error: 'internal' });
      if (!board || board === 'gone') {
        if (source === 'smartrecruiters') return answer(200, fake.body([], { url: inner, companyName: '' }));
        return answer(404, { error: 'Not Found', ok: false });
      }
      // A fake that renders nothing for a request (a job its board does not have) answers 404.
      const body = fake.body(board.jobs, { url: inner, companyName: board.companyName });
      return body === undefined ? answer(404, { error: 'Not Found' }) : answer(200, body);
    }

    const feed = setup.feeds?.[source as SourceName];
    if (feed === 'hang') return;
    if (feed === 'error') return answer(500, { error: 'internal' });
    return answer(200, fake.body(feed ?? [], { url: inner, companyName: '' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    // A provider that gives each board its own host ({board}.recruitee.com) is asked at `/{source}/{board}/…`.
    baseUrls: Object.fromEntries(
      sourceNames.map((name) => [name, `${base}/${name}${sourceAdapters[name].defaultBaseUrl.includes('{board}') ? '/{board}' : ''}`]),
    ) as Record<SourceName, string>,
    pagesUrl: `${base}/pages`,
    requests,
    set: (next) => void (setup = next),
    count: (source, pathPart) => requests.filter((request) => request.source === source && (!pathPart || request.path.includes(pathPart))).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
