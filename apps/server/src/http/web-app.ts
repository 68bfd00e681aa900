import fs from 'node:fs';
import { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { sessionCookieName, sessionTokenOf } from './session-token';

const assetExtensions = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|webmanifest)$/i;
/** What apps/web/scripts/precompress.ts may have written a `.br`/`.gz` copy of. */
const compressibleExtensions = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;
const compressedSuffix = /\.(br|gz)$/;
/**
 * Written by the web build (apps/web/scripts/signed-in-page.ts): index.html that also preloads the
 * signed-in app's code, for a request that carries a session cookie.
 */
const signedInPage = 'index.signed-in.html';
/**
 * The headers only a document acts on (helmet sets them on every answer). A module script or stylesheet
 * under /assets goes without them: ~0.5 KB less on the wire for each of the first page's 7 files.
 */
const documentOnlyHeaders = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];
/** Module scripts and stylesheets: not a document, and not a worker (the build names its workers `.mjs`). */
const subresourceExtensions = /\.(js|css)$/i;
/**
 * A script's own policy governs only when it runs as a worker; should a `.js` file ever be one, it may
 * load and fetch from this origin only.
 */
const subresourcePolicy = "default-src 'self'";

/**
 * Serves the built React app; any non-API GET that is not a file gets index.html so the
 * client router can show the screen (or its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined, { secureCookies }: { secureCookies: boolean }) {
  const sessionCookie = sessionCookieName(secureCookies);
  const hasWebApp = webDistDir !== undefined && fs.existsSync(path.join(webDistDir, 'index.html'));
  const hasSignedInPage = hasWebApp && fs.existsSync(path.join(webDistDir, signedInPage));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file; the client's Accept-Encoding picks one.
      preCompressed: true,
      // Our own cache rules below: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // `filePath` is the file sent, `.br`/`.gz` included. Caches must key a text file on the
        // encoding, also when this answer is the identity one (a compressed copy may exist).
        const served = filePath.replace(compressedSuffix, '');
        if (compressibleExtensions.test(served)) res.setHeader('vary', 'Accept-Encoding');
        // The raw response (helmet set its headers there), which the plugin's own type leaves unsaid.
        if (hashed && subresourceExtensions.test(served) && res instanceof ServerResponse) {
          for (const name of documentOnlyHeaders) res.removeHeader(name);
          res.setHeader('content-security-policy', subresourcePolicy);
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing asset is a 404; any other path is a screen (even /company-research/acme.com).
    const isAsset = pathname.startsWith('/assets/') || assetExtensions.test(pathname);
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isAsset) {
      // Only whether a session cookie is there, not whether it is still good: a stale one costs a preload
      // the sign-in page does not use, never a wrong page (the app checks the session itself).
      reply.header('cache-control', 'no-cache');
      if (!hasSignedInPage) return reply.sendFile('index.html');
      // Caches keep a copy per cookie (the file sent also depends on the encoding).
      reply.header('vary', 'Cookie, Accept-Encoding');
      return reply.sendFile(sessionTokenOf(request.headers.cookie, sessionCookie) ? signedInPage : 'index.html');
    }
    throw AppError.notFound(`No route for ${request.method} ${pathname}`);
  });
}
