import { addJobByLinkMessages, type ErrorBody } from '@seeker/contract';
import { expect, it, onTestFinished } from 'vitest';
import { fugro, jobPageRequests } from './support/job-pages';
import { describeWithSources } from './support/search-app';
import { oneDatabaseTarget } from './support/test-app';
import { signInAsGuest } from './support/sign-in';
import { createTestApp, testOrigin } from './support/test-app';
import { createPageReader, pageReaderMessages } from '../src/pages/page-reader';

describeWithSources(
  'add a job from any job page: addresses it will not read',
  { enabled: [] },
  (ctx) => {
    const { post, pageUrl, account } = jobPageRequests(ctx);

    it('never fetches a private address it was not told to trust, and a refusal decided from the address alone costs no read', async () => {
      ctx.fake.set({ pages: { 'fugro.html': fugro } });
      const dave = await account();
      const refused = ['http://10.0.0.8/jobs/1', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:3000/jobs/1', 'http://localhost:9/jobs'];
      for (const url of [...refused, ...refused]) {
        const response = await post(dave, '/api/jobs/from-link', { url });
        expect(response.statusCode, url).toBe(400);
        expect((response.json() as ErrorBody).error.message).toBe(addJobByLinkMessages.pageRefused);
      }
      // Eight refusals in the minute, and a page is still read (5 reads a minute).
      expect((await post(dave, '/api/jobs/from-link', { url: pageUrl('fugro.html') })).statusCode).toBe(201);
    });

    it('answers 503 when the page reader has no room, before fetching the page and without using a read', async () => {
      ctx.fake.set({ pages: { 'fugro.html': fugro } });
      // The real reader, with a switch that makes it say it has no room (as when full) without filling it.
      const real = createPageReader();
      let full = true;
      const app = await createTestApp(ctx.database, { sources: ctx.sources, pages: { ...real, hasRoom: (guest) => !full && real.hasRoom(guest) } });
      onTestFinished(() => app.close());
      const fay = await account();
      const postTo = (url: string) =>
        app.inject({ method: 'POST', url: '/api/jobs/from-link', headers: { cookie: fay.cookie, origin: testOrigin }, payload: { url } });
      // More than the 5 reads a minute: none of them is fetched or counted.
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await postTo(pageUrl('fugro.html'));
        expect(response.statusCode, response.body).toBe(503);
        expect((response.json() as ErrorBody).error).toMatchObject({ code: 'UNAVAILABLE', message: pageReaderMessages.busy });
      }
      expect(ctx.fake.count('pages')).toBe(0);
      // With room again, all 5 of the minute's reads are still there.
      full = false;
      for (let read = 0; read < 5; read++) {
        const response = await postTo(pageUrl('fugro.html'));
        expect(response.statusCode, response.body).toBe(read === 0 ? 201 : 200);
      }
      expect(ctx.fake.count('pages')).toBe(5);
      expect((await postTo(pageUrl('fugro.html'))).statusCode).toBe(429);
    });

    it('reads a trusted private place for an account only, and only under its path prefix; a guest is refused there as anywhere private', async () => {
      const origin = new URL(ctx.fake.pagesUrl).origin;
      ctx.fake.set({ pages: { 'fugro.html': fugro, 'out.html': { redirect: `${origin}/greenhouse/v1/boards/payroll/jobs` } } });
      const refusal = {
        code: 'VALIDATION_ERROR',
        message: addJobByLinkMessages.pageRefused,
        details: [{ path: 'url', message: addJobByLinkMessages.pageRefused }],
      };

      // A guest: refused before connecting, with the one message, and (decided from the address alone) at no turn.
      const guest = await signInAsGuest(ctx.app);
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await post(guest, '/api/jobs/from-link', { url: pageUrl('fugro.html') });
        expect(response.statusCode, response.body).toBe(400);
        expect((response.json() as ErrorBody).error).toEqual(refusal);
      }
      expect(ctx.fake.requests).toEqual([]);

      // An account: the rest of the origin is any private address, however the path is spelt.
      const ann = await account();
      for (const url of [
        `${origin}/greenhouse/v1/boards/payroll/jobs`,
        `${origin}/pages/../greenhouse/v1/boards/payroll/jobs`,
        `${origin}/pages/%2e%2e/greenhouse/v1/boards/payroll/jobs`,
        `${origin}/pages/..%2fgreenhouse/v1/boards/payroll/jobs`,
        `${origin}/pages/..;/greenhouse/v1/boards/payroll/jobs`,
        `${origin}/pagesecret`,
        `${origin}/`,
      ]) {
        const response = await post(ann, '/api/jobs/from-link', { url });
        expect(response.statusCode, url).toBe(400);
        expect((response.json() as ErrorBody).error, url).toEqual(refusal);
      }
      expect(ctx.fake.requests).toEqual([]);
      // Under the prefix it is read; a redirect out of it is refused as the first address would be, and not followed.
      expect((await post(ann, '/api/jobs/from-link', { url: pageUrl('fugro.html') })).statusCode).toBe(201);
      const out = await post(ann, '/api/jobs/from-link', { url: pageUrl('out.html') });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({ outcome: 'draft', reason: addJobByLinkMessages.redirectRefused });
      expect(ctx.fake.requests.map((request) => request.source)).toEqual(['pages', 'pages']);
    });

    it('answers every address it will not read with one message, a redirect to one with one reason, whatever is wrong with it', async () => {
      const refused = [
        'http://10.0.0.8/jobs/1',
        'http://169.254.169.254/latest/meta-data',
        'http://[::ffff:a9fe:a9fe]/',
        'http://2130706433/',
        'http://localhost/jobs',
        'http://printer.local/jobs',
        'https://careers.example.com:8443/jobs/1',
        // Names: one resolving inside, one resolving partly inside, one resolving to nothing (the tests' stubbed DNS).
        'http://careers.rebind.test/jobs/1',
        'http://mixed.inside.test/jobs/1',
        'http://nowhere.inside.test/jobs/1',
      ];
      ctx.fake.set({ pages: Object.fromEntries(refused.map((url, index) => [`moved-${index}.html`, { redirect: url }])) });
      for (const who of [await signInAsGuest(ctx.app), await account()]) {
        for (const url of refused) {
          const response = await post(who, '/api/jobs/from-link', { url });
          expect(response.statusCode, url).toBe(400);
          expect((response.json() as ErrorBody).error, url).toEqual({
            code: 'VALIDATION_ERROR',
            message: addJobByLinkMessages.pageRefused,
            details: [{ path: 'url', message: addJobByLinkMessages.pageRefused }],
          });
        }
      }
      expect(ctx.fake.requests).toEqual([]);
      // Sent there by a page (read for an account; each a page read, so one account each): one reason, naming
      // only where the page itself sent Seeker.
      for (const [index, url] of refused.entries()) {
        const response = await post(await account(), '/api/jobs/from-link', { url: pageUrl(`moved-${index}.html`) });
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual({
          outcome: 'draft',
          draft: { url: pageUrl(`moved-${index}.html`), title: '', company: '', location: '', salary: '', description: '' },
          reason: addJobByLinkMessages.redirectRefused,
        });
      }
    });

    it('counts every attempt that asked DNS against the read limit: names cannot be probed unmetered', async () => {
      ctx.fake.set({ pages: { 'fugro.html': fugro } });
      const cleo = await account();
      // Refused as they stand, before any lookup: no turn taken.
      for (const url of ['http://10.0.0.8/jobs/1', 'http://localhost:9/jobs', 'https://careers.example.com:8443/jobs/1']) {
        expect((await post(cleo, '/api/jobs/from-link', { url })).statusCode, url).toBe(400);
      }
      // Refused after a lookup: each a turn, refused with the same words as the rest.
      const probes = [
        'http://careers.rebind.test/jobs/1',
        'http://payroll.inside.test/',
        'http://nowhere.inside.test/jobs/1',
        'http://vpn.inside.test/',
        'http://metadata.inside.test/',
      ];
      for (const url of probes) {
        const response = await post(cleo, '/api/jobs/from-link', { url });
        expect(response.statusCode, url).toBe(400);
        expect((response.json() as ErrorBody).error.message).toBe(addJobByLinkMessages.pageRefused);
      }
      // Five in the minute: the next attempt, a name or a page, waits.
      for (const url of ['http://db.inside.test/', pageUrl('fugro.html')]) {
        const limited = await post(cleo, '/api/jobs/from-link', { url });
        expect(limited.statusCode, url).toBe(429);
        expect((limited.json() as ErrorBody).error.message).toMatch(/^You have had Seeker read 5 job boards or pages for links in the last minute/);
      }
      // An address refused by itself alone is still told so, not "wait": it would never be read (issue 50).
      for (const url of ['http://127.0.0.1:8080/careers/x', 'http://10.0.0.8/jobs/1']) {
        const refused = await post(cleo, '/api/jobs/from-link', { url });
        expect(refused.statusCode, url).toBe(400);
        expect((refused.json() as ErrorBody).error.message).toBe(addJobByLinkMessages.pageRefused);
      }
      expect(ctx.fake.requests).toEqual([]);
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
