import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { assertJsonDepth, assertSafeJsonText } from './json-guard';

/**
 * Fastify's JSON parser (prototype-poisoning checks kept), with the depth and text guards in front and
 * behind it. Every JSON route goes through here, better-auth's `/api/auth/*` included.
 */
export const prototypeKeyRefused = 'Request body has a "__proto__" or "constructor.prototype" key, which is refused';

/** Fastify refuses prototype keys with the words it uses for broken JSON; a body JSON.parse reads was refused for them. */
function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

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
      if (error) return done(isJson(body as string) ? new AppError('BAD_REQUEST', prototypeKeyRefused) : error, undefined);
      try {
        assertSafeJsonText(value);
      } catch (unsafe) {
        return done(unsafe as Error, undefined);
      }
      done(null, value);
    });
  });
}
