import type { ErrorBody, ErrorCode, ErrorDetail } from '@seeker/contract';
import { errorStatus } from '@seeker/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { describeError } from './describe-error';
import { validationError } from './validation-error';

export function send(reply: FastifyReply, code: ErrorCode, message: string, details?: ErrorDetail[]) {
  const body: ErrorBody = { error: { code, message, ...(details?.length ? { details } : {}) } };
  return reply.status(errorStatus[code]).type('application/json; charset=utf-8').send(body);
}

const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Every error leaves as `{error:{code,message}}`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.message, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid value',
      }));
      const refused = validationError(error.validationContext ?? 'request', details);
      return send(reply, refused.code, refused.message, refused.details);
    }

    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 'BAD_REQUEST', 'Request body is empty');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 'BAD_REQUEST', 'Request body is not valid JSON');
    }

    const status = error.statusCode ?? 500;
    const code = codeForStatus[status];
    if (status < 500 && code) return send(reply, code, error.message);

    // Request id comes with request.log; the route, not the URL's ids; never the body.
    request.log.error({ error: describeError(error), method: request.method, route: request.routeOptions.url }, 'unhandled error');
    return send(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });
}

/** Errors the router raises before any route runs (bad URL encoding, over-long parameters). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 'URI_TOO_LONG', 'A URL parameter is too long');
  return send(reply, 'BAD_REQUEST', 'The URL is malformed');
}
