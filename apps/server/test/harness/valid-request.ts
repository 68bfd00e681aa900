import type { InjectOptions } from 'fastify';
import { testOrigin } from '../support/test-app';
import { formBody, formContentType, type FormPart } from './form-body';
import type { JsonPath } from './json-paths';
import type { Operation } from './operations';
import { resumeFile } from './seeders';
import { withIdFields } from './user-id-fields';

export type Payload = { payload: string | Buffer; contentType: string };

/** The route's URL with each `{param}` replaced by already-encoded text, plus an optional `?query`. */
export function buildUrl(operation: Operation, encodedParams: Record<string, string>, query = '') {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodedParams[name] ?? '');
  return query ? `${path}?${query}` : path;
}

/** Required query parameters set to their examples (optional ones are left out of valid requests). */
export function validQuery(operation: Operation) {
  return operation.queryParams
    .filter((param) => param.required && param.example !== undefined)
    .map((param) => `${encodeURIComponent(param.name)}=${encodeURIComponent(param.example!)}`)
    .join('&');
}

/** The body example with its user-id fields filled by `pick`; undefined when the route has none. */
export function validJson(operation: Operation, pick: (path: JsonPath) => string): unknown {
  if (operation.body.kind !== 'json' || !operation.body.example.found) return undefined;
  return withIdFields(operation.body.example.value, pick);
}

/** Every file field gets a real resume, every text field with an example gets the example. */
export function validFormParts(operation: Operation, fileBytes: Buffer = resumeFile(undefined)): FormPart[] {
  if (operation.body.kind !== 'multipart') return [];
  return operation.body.fields.flatMap((field): FormPart[] => {
    if (field.file) return field.required ? [{ name: field.name, fileName: 'jane-doe.pdf', bytes: fileBytes, contentType: 'application/pdf' }] : [];
    return field.example === undefined ? [] : [{ name: field.name, value: field.example }];
  });
}

/** A valid body for the route, or undefined when it takes none. */
export function validPayload(operation: Operation, pick: (path: JsonPath) => string): Payload | undefined {
  if (operation.body.kind === 'multipart') return { payload: formBody(validFormParts(operation)), contentType: formContentType() };
  if (operation.body.kind === 'json' && operation.body.example.found) {
    return { payload: JSON.stringify(validJson(operation, pick)), contentType: 'application/json' };
  }
  return undefined;
}

/** Request headers as a browser on our origin sends them, with the session cookie when there is one. */
export function requestHeaders(cookie: string | undefined, contentType?: string): Record<string, string> {
  return { origin: testOrigin, ...(cookie ? { cookie } : {}), ...(contentType ? { 'content-type': contentType } : {}) };
}

export type ValidRequestInput = {
  operation: Operation;
  /** Raw path parameter values, encoded here. */
  params: Record<string, string>;
  cookie: string | undefined;
  /** The value for each user-id field in the body. */
  pick: (path: JsonPath) => string;
};

export function validRequest({ operation, params, cookie, pick }: ValidRequestInput): InjectOptions {
  const encoded = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)]));
  const body = validPayload(operation, pick);
  return {
    method: operation.method,
    url: buildUrl(operation, encoded, validQuery(operation)),
    headers: requestHeaders(cookie, body?.contentType),
    ...(body ? { payload: body.payload } : {}),
  };
}
