/** The parts of an OpenAPI 3 document the harness reads; everything else is ignored. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  example?: unknown;
  examples?: unknown[];
};

export type MediaType = {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
};

/** `example` at the parameter's level is where @fastify/swagger moves a schema's single example. */
export type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema; example?: unknown };

export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, unknown>;
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
};

/**
 * The first example of a media type, wherever the document generator put it: zod's `.meta({ examples })`
 * lands on the schema, and @fastify/swagger moves it to the media type (`example`, or `examples` when several).
 */
export function firstExample(media: MediaType | undefined): { found: true; value: unknown } | { found: false } {
  if (!media) return { found: false };
  if (media.example !== undefined) return { found: true, value: media.example };
  const named = Object.values(media.examples ?? {})[0];
  if (named?.value !== undefined) return { found: true, value: named.value };
  if (media.schema?.examples?.length) return { found: true, value: media.schema.examples[0] };
  if (media.schema?.example !== undefined) return { found: true, value: media.schema.example };
  return { found: false };
}
