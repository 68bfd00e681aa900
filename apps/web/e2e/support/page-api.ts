import type { Page } from 'playwright-core';

/** The signed-in page's own API, as the page would call it (its session cookie, its origin). */
export function pageApi<T>(page: Page, path: string, init?: { method: string; body: unknown }): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([url, request]) => {
      const response = await fetch(
        url,
        request ? { method: request.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) } : undefined,
      );
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [path, init] as const,
  ) as Promise<{ status: number; body: T }>;
}
