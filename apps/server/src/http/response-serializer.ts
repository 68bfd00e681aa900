import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Responses are parsed with their route's schema, then sent: what leaves the server has the shape the
 * OpenAPI document promises, and the contract's normalizing transforms (a time zone's canonical name,
 * one copy of a repeated keyword) run on it. fastify-type-provider-zod 7's own serializer encodes
 * instead (`z.encode`), which throws on any schema with a one-way transform, as the contract's
 * preferences and resumes have; this is its version 6 serializer, kept (decision 0018).
 */
export const parsingSerializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({ schema, method, url }) => {
  const zodSchema = schema instanceof $ZodType ? schema : schema.properties;
  if (!(zodSchema instanceof $ZodType)) throw new InvalidSchemaError(JSON.stringify(schema));
  return (data) => {
    const result = safeParse(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
