import { toJSONSchema } from 'zod';
import type * as z from 'zod/mini';

/** What the global pipe needs from a DTO class made by `createSchemaDto`. */
export interface SchemaDtoClass<T = unknown> {
  new (): T;
  /** The contract's schema: its rules, types and messages are the DTO's. */
  readonly schema: z.ZodMiniObject;
  /**
   * Transport-only work before the schema sees the input (line breaks of visitor text, query
   * strings as numbers): kept out of the schema so the OpenAPI document shows the contract.
   */
  readonly prepare: (input: Record<string, unknown>) => Record<string, unknown>;
  /** Fields (of the prepared input) whose problems are not reported: see SchemaDtoOptions. */
  readonly unreported: (input: Record<string, unknown>) => readonly string[];
}

export interface SchemaDtoOptions {
  prepare?: (input: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Fields whose problems go unsaid for this input (a message a form says once, however many
   * fields earn it); the request is refused all the same.
   */
  unreported?: (input: Record<string, unknown>) => readonly string[];
}

const SCHEMA_DTO = Symbol('schemaDto');

/**
 * A DTO class made from a contract's object schema: the global pipe validates a handler's body,
 * query or params with it, and @nestjs/swagger describes it from the schema's JSON Schema, so a
 * field's rule, type and message are written once, in @healing/contracts.
 */
export function createSchemaDto<S extends z.ZodMiniObject>(
  schema: S,
  options: SchemaDtoOptions = {},
): SchemaDtoClass<z.output<S>> {
  class SchemaDto {
    static readonly schema = schema;
    static readonly prepare = options.prepare ?? ((input: Record<string, unknown>) => input);
    static readonly unreported = options.unreported ?? (() => []);
    static readonly [SCHEMA_DTO] = true;

    /** Read by @nestjs/swagger (the hook its CLI plugin fills) to describe each property. */
    static _OPENAPI_METADATA_FACTORY(): Record<string, unknown> {
      return openApiProperties(schema);
    }
  }
  return SchemaDto as unknown as SchemaDtoClass<z.output<S>>;
}

export function isSchemaDto(metatype: unknown): metatype is SchemaDtoClass<object> {
  return typeof metatype === 'function' && SCHEMA_DTO in metatype;
}

interface JsonObjectSchema {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** The schema's request side as @nestjs/swagger's property metadata (OpenAPI 3.0 keywords). */
export function openApiProperties(schema: z.ZodMiniObject): Record<string, unknown> {
  const json = toJSONSchema(schema, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as JsonObjectSchema;
  const required = new Set(json.required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => [
      name,
      // A nested object keeps its own list of required fields; `selfRequired` is then whether
      // the parent requires it (@nestjs/swagger reads both).
      Array.isArray(property.required)
        ? { ...property, selfRequired: required.has(name) }
        : { ...property, required: required.has(name) },
    ]),
  );
}
