import { vi } from 'vitest';

export type MockRequest = { method: string; path: string; body: unknown; search?: string };
type Handler = (request: MockRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unknown routes answer 404 so a
 * test notices a call it did not expect. Returns the mock to inspect calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // A multipart body (file upload) is handed to the handler as the FormData itself.
    const form = init?.body instanceof FormData ? init.body : undefined;
    const requestInit = form ? { ...init, body: undefined } : init;
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), requestInit);
    const method = request.method.toUpperCase();
    const path = new URL(request.url).pathname;
    const text = form ? '' : await request.text();
    const search = new URL(request.url).search;
    const mockRequest: MockRequest = { method, path, body: form ?? (text ? JSON.parse(text) : undefined), ...(search ? { search } : {}) };
    requests.push(mockRequest);
    const handler = routes[`${method} ${path}`];
    if (!handler) return jsonResponse({ message: `No mock for ${method} ${path}` }, 404);
    return handler(mockRequest);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
