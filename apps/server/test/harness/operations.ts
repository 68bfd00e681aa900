import { firstExample, type JsonSchema, type MediaType, type OpenApiDocument, type OpenApiOperation } from './openapi-document';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ParamSpec = { name: string; required: boolean; schema: JsonSchema; example: string | undefined };

export type MultipartField = { name: string; file: boolean; required: boolean; example: string | undefined };

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; schema: JsonSchema; example: { found: true; value: unknown } | { found: false } }
  | { kind: 'multipart'; fields: MultipartField[] }
  | { kind: 'unsupported'; contentTypes: string[] };

/** One route as the harness sees it, read from the OpenAPI document (or, for better-auth, declared by hand). */
export type Operation = {
  key: string;
  method: Method;
  /** OpenAPI form: `/api/users/{userId}/profile`. */
  path: string;
  pathParams: ParamSpec[];
  queryParams: ParamSpec[];
  responses: string[];
  /** The convention: a route needs a session iff it documents a 401. */
  needsSession: boolean;
  body: BodySpec;
  /** Our routes answer errors as `{error:{code,message}}`; better-auth's /api/auth/* has its own shape. */
  ours: boolean;
};

const methods: Record<string, Method> = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' };

function asString(value: unknown) {
  return typeof value === 'string' ? value : undefined;
}

function readParams(operation: OpenApiOperation, where: 'path' | 'query'): ParamSpec[] {
  return (operation.parameters ?? [])
    .filter((param) => param.in === where)
    .map((param) => ({
      name: param.name,
      required: Boolean(param.required),
      schema: param.schema ?? {},
      example: asString(param.example ?? param.schema?.example ?? param.schema?.examples?.[0]),
    }));
}

function readMultipart(media: MediaType): MultipartField[] {
  const schema = media.schema ?? {};
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    file: field.format === 'binary',
    required: required.has(name),
    example: asString(field.example ?? field.examples?.[0]),
  }));
}

function readBody(operation: OpenApiOperation): BodySpec {
  const content = operation.requestBody?.content;
  if (!content || Object.keys(content).length === 0) return { kind: 'none' };
  const json = content['application/json'];
  if (json) return { kind: 'json', schema: json.schema ?? {}, example: firstExample(json) };
  const form = content['multipart/form-data'];
  if (form) return { kind: 'multipart', fields: readMultipart(form) };
  return { kind: 'unsupported', contentTypes: Object.keys(content) };
}

/** Every operation of the document, in document order. */
export function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([verb, operation]) => {
      const method = methods[verb];
      if (!method) return [];
      const responses = Object.keys(operation.responses ?? {});
      return [
        {
          key: `${method} ${path}`,
          method,
          path,
          pathParams: readParams(operation, 'path'),
          queryParams: readParams(operation, 'query'),
          responses,
          needsSession: responses.includes('401'),
          body: readBody(operation),
          ours: !path.startsWith('/api/auth/'),
        },
      ];
    }),
  );
}
