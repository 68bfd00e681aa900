import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, failure, http, recordingSleep, sendJson, serve } from '../../testing/source-http-server';
import { createRobotsPolicy } from './robots-policy';

afterEach(closeServers);

const robotsTxt = ['User-agent: *', 'Allow: /Careers/', 'Disallow: /Research/', '', 'User-agent: Seeker', 'Disallow: /private/'].join('\n');

/** A careers site whose robots.txt is `robots` (a string, or a status to answer). */
async function site(robots: string | number) {
  return serve((request, response) => {
    if (request.url === '/robots.txt') {
      if (typeof robots === 'number') return void response.writeHead(robots).end();
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    }
    sendJson(response, { jobs: [] });
  });
}

function client(now = () => 0) {
  const robots = createRobotsPolicy({ productToken: 'Seeker', http: http({ maxRetries: 0, sleep: recordingSleep().sleep }), now });
  return http({ robots });
}

describe('a careers-site fetcher that reads robots.txt first', () => {
  it('asks robots.txt once for many requests, sends the allowed ones and refuses a disallowed one without sending it', async () => {
    const { url, seen } = await site(robotsTxt);
    const fetcher = client();
    await expect(fetcher.json(`${url}/Careers/jobs`)).resolves.toEqual({ jobs: [] });
    await expect(fetcher.json(`${url}/wday/cxs/acme/Careers/jobs`)).resolves.toEqual({ jobs: [] });
    const refused = await failure(fetcher.json(`${url}/private/jobs`));
    expect(refused).toMatchObject({ kind: 'robots', message: 'its robots.txt asks robots not to read /private/jobs' });
    expect(seen.map((request) => request.url)).toEqual(['/robots.txt', '/Careers/jobs', '/wday/cxs/acme/Careers/jobs']);
  });

  it('checks a same-host redirect against robots.txt too', async () => {
    const { url, seen } = await serve((request, response) => {
      if (request.url === '/robots.txt') return void response.end('User-agent: *\nDisallow: /private/');
      response.writeHead(301, { location: '/private/jobs' }).end();
    });
    expect((await failure(client().json(`${url}/jobs`))).kind).toBe('robots');
    expect(seen.map((request) => request.url)).toEqual(['/robots.txt', '/jobs']);
  });

  it('shares one read among concurrent requests', async () => {
    const { url, seen } = await site(robotsTxt);
    const fetcher = client();
    await Promise.all([1, 2, 3].map((n) => fetcher.json(`${url}/Careers/${n}`)));
    expect(seen.filter((request) => request.url === '/robots.txt')).toHaveLength(1);
  });

  it('leaves a host open when robots.txt is missing (404) or refused (403)', async () => {
    for (const status of [404, 403]) {
      const { url, seen } = await site(status);
      await expect(client().json(`${url}/anything`)).resolves.toEqual({ jobs: [] });
      expect(seen.map((request) => request.url)).toEqual(['/robots.txt', '/anything']);
    }
  });

  it('keeps a host closed while its robots.txt cannot be read (5xx), and asks again an hour later', async () => {
    let status = 503;
    const { url, seen } = await serve((request, response) => {
      if (request.url === '/robots.txt') return status === 200 ? void response.end('User-agent: *\nAllow: /') : void response.writeHead(status).end();
      sendJson(response, { jobs: [] });
    });
    let now = 0;
    const fetcher = client(() => now);
    const closed = await failure(fetcher.json(`${url}/jobs`));
    expect(closed).toMatchObject({
      kind: 'robots',
      message: 'its robots.txt could not be read (had an error on its side (HTTP 503)), so we do not read the site',
    });
    now = 30 * 60 * 1000;
    expect((await failure(fetcher.json(`${url}/jobs`))).kind).toBe('robots');
    status = 200;
    now = 61 * 60 * 1000;
    await expect(fetcher.json(`${url}/jobs`)).resolves.toEqual({ jobs: [] });
    expect(seen.map((request) => request.url)).toEqual(['/robots.txt', '/robots.txt', '/jobs']);
  });

  it('reads robots.txt again after a day', async () => {
    const { url, seen } = await site(robotsTxt);
    let now = 0;
    const fetcher = client(() => now);
    await fetcher.json(`${url}/Careers/1`);
    now = 23 * 60 * 60 * 1000;
    await fetcher.json(`${url}/Careers/2`);
    now = 25 * 60 * 60 * 1000;
    await fetcher.json(`${url}/Careers/3`);
    expect(seen.filter((request) => request.url === '/robots.txt')).toHaveLength(2);
  });
});
