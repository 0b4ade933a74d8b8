import { RouteSchema } from '@nestjs/platform-fastify';
import { toJSONSchema } from 'zod';
import type * as z from 'zod/mini';

type JsonSchema = Record<string, unknown>;

/**
 * A nullable scalar as `type: [t, "null"]`: zod writes it as `anyOf`, which fast-json-stringify
 * can only serialize by validating each value against each branch (ajv, per value); a list of
 * types it writes with a typeof check. Both describe the same values.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const schema: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) schema[key] = withNullableTypes(value);
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const [first, second] = branches as JsonSchema[];
    const scalar = first.type === 'null' ? second : first;
    const isNull = first.type === 'null' ? first : second;
    if (
      isNull.type === 'null' &&
      typeof scalar.type === 'string' &&
      Object.keys(scalar).length === 1
    ) {
      delete schema.anyOf;
      schema.type = [scalar.type, 'null'];
    }
  }
  return schema;
}

/** The JSON Schema of a contract's answer, as Fastify's serializer compiler takes it. */
export function answerJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const json = withNullableTypes(
    toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }),
  ) as JsonSchema;
  delete json.$schema;
  return json;
}

/**
 * Declares a route's 200 answer with the contract's schema, so Fastify writes it with
 * fast-json-stringify (compiled once from the schema) instead of JSON.stringify: on the
 * catalogue's lists, the busiest reads, that is about a fifth less time writing the JSON, for the
 * same bytes (the properties in the contract's order, which is the mappers'). Only answers the
 * contract describes whole should use it: a property the schema does not name is left out of
 * the answer. Errors keep Fastify's default serializer (the schema is for status 200 alone).
 */
export const JsonAnswer = (schema: z.ZodMiniType): MethodDecorator =>
  RouteSchema({ response: { 200: answerJsonSchema(schema) } });
