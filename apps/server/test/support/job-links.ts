import type { ErrorBody } from '@seeker/contract';
import type { SearchContext } from './search-app';
import type { SignedIn } from './sign-in';
import { testOrigin } from './test-app';

/** Adds by link as the web app sends them (or signed out), the Greenhouse reads the fake saw, and an answer's error. */
export function jobLinkRequests(ctx: SearchContext) {
  const addLink = (who: SignedIn | null, url: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/from-link',
      headers: { ...(who ? { cookie: who.cookie } : {}), origin: testOrigin },
      payload: { url },
    });
  const boardReads = () => ctx.fake.requests.filter((request) => request.source === 'greenhouse').length;
  const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;
  return { addLink, boardReads, errorOf };
}
