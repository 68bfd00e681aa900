import { http, HttpResponse } from 'msw';
import { apiServer, noMockFor } from './api-server';
import { contractProblem } from './api-contract';

/** A request as seen; `prefer` only when the request sent that header. */
export type MockRequest = { method: string; path: string; body: unknown; search?: string; prefer?: string };
type Handler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

/** Fixtures that answered a contract route with what the server never sends; setup.ts fails the test on any. */
export const contractViolations: string[] = [];

async function readBody(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

async function checkAgainstContract(method: string, path: string, response: Response) {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
  const problem = contractProblem(method, path, await response.clone().json());
  if (problem) contractViolations.push(problem);
}

/**
 * The test's API, on MSW: answers keyed by "METHOD /path" (query left out), each success answer held to
 * the contract's schema for its route (api-contract.ts). Unknown routes answer 404 so a test notices a
 * call it did not expect, except better-auth's, which the auth server answers (auth-routes.ts); a handler
 * that throws a TypeError is a network that cannot be reached. Returns every request seen (better-auth's
 * left to the auth server aside), in order.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const handler = routes[`${method} ${url.pathname}`];
      // better-auth's routes this test gives no answer for are the auth server's (auth-routes.ts), and not
      // listed here: the client asks for the session whenever it likes, which no list of requests should depend on.
      if (!handler && url.pathname.startsWith('/api/auth/')) return undefined;
      const mockRequest: MockRequest = {
        method,
        path: url.pathname,
        body: await readBody(request.clone()),
        ...(url.search ? { search: url.search } : {}),
        ...(request.headers.has('prefer') ? { prefer: request.headers.get('prefer')! } : {}),
      };
      requests.push(mockRequest);
      if (!handler) return noMockFor(method, url.pathname);
      let response: Response;
      try {
        response = await handler(mockRequest);
      } catch (error) {
        // A handler throws TypeError('Failed to fetch') to play a network that cannot be reached.
        if (error instanceof TypeError) return HttpResponse.error();
        throw error;
      }
      await checkAgainstContract(method, url.pathname, response);
      return response;
    }),
  );
  return { requests };
}
