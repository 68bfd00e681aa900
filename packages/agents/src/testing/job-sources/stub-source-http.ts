import { SourceError } from '../../job-discovery/source-error';
import type { SourceContext, SourceHttp, SourceRequest } from '../../job-discovery/source-adapter';
import type { FakeSource, FixtureJob } from './fake-source';

export type RecordedRequest = { url: string; request: SourceRequest | undefined };

/** What the stub answers for one URL: a body, or an error to reject with (a SourceError, usually). */
export type StubAnswer = { body: unknown } | { error: unknown };

/**
 * A SourceHttp for unit tests of adapters: records every request and answers from `answer` without
 * any network. Unanswered URLs reject, so a test sees a request it did not expect.
 */
export function stubSourceHttp(answer: (url: URL) => StubAnswer | undefined): SourceHttp & { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const answerOf = (url: string) => {
    const found = answer(new URL(url));
    if (!found) throw new Error(`stub has no answer for ${url}`);
    if ('error' in found) throw found.error;
    return found.body;
  };
  return {
    requests,
    json: async (url, request) => {
      requests.push({ url, request });
      return structuredClone(answerOf(url));
    },
    // A body given as a string is the answer's text (an XML feed); any other is written as JSON.
    text: async (url, request) => {
      requests.push({ url, request });
      const body = answerOf(url);
      return typeof body === 'string' ? body : JSON.stringify(body);
    },
  };
}

export const stubBaseUrl = 'http://127.0.0.1:9/source';

export function stubContext(http: SourceHttp, baseUrl = stubBaseUrl): SourceContext {
  return { baseUrl, http, credentials: {} };
}

/**
 * Answers as `fake` would for requests under `baseUrl`, handing it the path below the base as the fake
 * server does; URLs the fake does not know reject.
 */
export function fakeAnswers(fake: FakeSource, jobs: FixtureJob[], companyName: string, baseUrl = stubBaseUrl) {
  // A base with a board's host in it (`…/workday/{board}`) is served as the fake server serves it: the board first in the path.
  const basePath = new URL(baseUrl.replace('/{board}', '')).pathname.replace(/\/$/, '');
  return (url: URL): StubAnswer | undefined => {
    if (!url.pathname.startsWith(`${basePath}/`)) return undefined;
    const relative = new URL(url.pathname.slice(basePath.length) + url.search, 'http://fake.invalid');
    if (fake.boardSlug(relative.pathname, relative.searchParams) === null) return undefined;
    const body = fake.body(jobs, { url: relative, companyName });
    // Nothing rendered (a job the board does not have): a 404, as the fake server answers.
    return body === undefined ? { error: new SourceError('not-found', 'not found (404)', 404) } : { body };
  };
}
