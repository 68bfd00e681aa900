import type { FastifyInstance } from 'fastify';
import { assertJsonDepth, assertSafeJsonText } from './json-guard';

/**
 * Fastify's JSON parser (prototype-poisoning checks kept), with the depth and text guards in front and
 * behind it. Every JSON route goes through here, better-auth's `/api/auth/*` included.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      assertJsonDepth(body as string);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      try {
        assertSafeJsonText(value);
      } catch (unsafe) {
        return done(unsafe as Error, undefined);
      }
      done(null, value);
    });
  });
}
