import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /**
     * The form fields of a multipart route, for the OpenAPI document only: the handler streams the parts
     * itself, so there is no body for the validator. Files are `z.file()`.
     */
    multipartForm?: z.ZodMiniObject;
  }
}

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * zod leaves out a body's `.meta({ examples })` when it converts the input side of a schema with
 * transforms (the preferences' tag lists), and the fuzzer and API clients need that example.
 */
function withBodyExamples(body: unknown, output: Transformed): Transformed {
  const examples = body instanceof z.core.$ZodType ? z.globalRegistry.get(body)?.examples : undefined;
  const converted = output.schema?.body as Record<string, unknown> | undefined;
  if (!examples || !converted || 'examples' in converted) return output;
  return { ...output, schema: { ...output.schema, body: { ...converted, examples } } };
}

/**
 * The zod provider's transform, plus a `multipart/form-data` request body for routes that declare
 * `config.multipartForm`: the request fuzzer and the cross-user matrix read the fields from the document.
 */
export const openApiTransform: Transform = (input) => {
  const output = withBodyExamples(input.schema?.body, jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]));
  const form = (input.route as { config?: { multipartForm?: z.ZodMiniObject } } | undefined)?.config?.multipartForm;
  if (!form || !output.schema) return output;
  const { $schema: _ignored, ...body } = z.toJSONSchema(form, { io: 'input', target: 'openapi-3.0' }) as Record<string, unknown>;
  return { ...output, schema: { ...output.schema, body, consumes: ['multipart/form-data'] } };
};
