import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * SameSite=Lax cookies still ride along on same-site requests from another port or subdomain, and a
 * multipart form post needs no preflight. Browsers send Origin (and Sec-Fetch-Site) on every write, so a
 * write to our API from an origin we do not serve is refused. Clients that send neither (curl, scripts)
 * carry no ambient cookies to abuse. better-auth checks its own routes.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    // The route that matched, not the raw URL: `/%61pi/...` is decoded to `/api/...` before matching.
    const route = request.routeOptions.url ?? '';
    if (safeMethods.has(request.method) || !route.startsWith('/api/') || route.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (
      (origin !== undefined && !trusted.has(origin)) ||
      (origin === undefined && fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    ) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  });
}
