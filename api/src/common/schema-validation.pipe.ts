import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import type * as z from 'zod/mini';
import { isSchemaDto, type SchemaDtoClass } from './schema-dto';

export interface FieldError {
  field: string;
  message: string;
}

/** The 400 every refused request gets: all messages in order, the first field named. */
export function validationException(fieldErrors: FieldError[]): BadRequestException {
  const first = fieldErrors[0] ?? { field: undefined, message: 'Invalid request' };
  return new BadRequestException({
    message: fieldErrors.length > 1 ? fieldErrors.map((e) => e.message).join('; ') : first.message,
    field: first.field,
    errors: fieldErrors,
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptyObject(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * Validates a handler's body, query or params whose type is a schema DTO (common/schema-dto.ts):
 * unknown fields first (`Unknown field "x"`, in the order sent), then the schema's first message
 * for each field, in the schema's order (a nested object's fields in its place, its own unknown
 * fields first). What passes is the schema's output (trimmed, converted, defaults filled) as an
 * instance of the DTO. Other types pass through untouched.
 */
@Injectable()
export class SchemaValidationPipe implements PipeTransform {
  /** What an empty query string gives, per query DTO whose schema accepts one. */
  private readonly emptyQueries = new WeakMap<object, object>();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const dto = metadata.metatype;
    if (metadata.type === 'custom' || !isSchemaDto(dto)) return value;
    // Most catalogue reads come without a query string, and `{}` always gets the same answer:
    // once a DTO's schema has accepted it, later ones get a copy of that answer (a new instance).
    if (metadata.type !== 'query' || !isEmptyObject(value)) {
      return validateWithSchema(dto, value, metadata.data ?? metadata.type);
    }
    const known = this.emptyQueries.get(dto);
    if (known) return Object.assign(new dto(), known);
    const result = validateWithSchema(dto, value, metadata.type);
    this.emptyQueries.set(dto, { ...result });
    return result;
  }
}

/**
 * `place` names a value that is not an object (a list, a number) where the schema would accept
 * one without fields: "body", or the parameter's name.
 */
export function validateWithSchema<T extends object>(
  dto: SchemaDtoClass<T>,
  value: unknown,
  place = 'body',
): T {
  // A value that is not an object (a list, a number) is read as one without any field.
  const input = dto.prepare(isPlainObject(value) ? value : {});
  const result = dto.schema.safeParse(input);
  const issues = result.success ? [] : result.error.issues;
  const unreported = new Set(dto.unreported(input));
  const errors = fieldErrors(dto.schema, input, issues, [], unreported);
  // Issues no field of a shape holds (none today): one per field, after the others.
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!unreported.has(field) && !errors.some((error) => error.field === field)) {
      errors.push({ field, message: issue.message });
    }
  }
  if (result.success && errors.length === 0) {
    const isObject = isPlainObject(value) || value === null || value === undefined;
    if (!isObject) errors.push(...notAnObject(value, dto.schema, place));
    if (errors.length === 0) return Object.assign(new dto(), result.data as Partial<T>);
  }
  throw validationException(errors);
}

/**
 * What a list's items or a number get where the schema accepts an empty object: the items are
 * fields named by their index, none of them known; otherwise the value is not an object (unless
 * the schema has no field at all, where nothing is asked of it).
 */
function notAnObject(value: unknown, schema: z.ZodMiniObject, place: string): FieldError[] {
  if (Array.isArray(value) && value.length > 0) {
    return Object.keys(value).map((key) => ({ field: key, message: `Unknown field "${key}"` }));
  }
  if (Object.keys(schema.def.shape).length === 0) return [];
  return [{ field: place, message: 'Validation failed (object is expected)' }];
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The object schema inside optional, nullable, default and pipe wrappers, if any. */
function objectSchemaOf(schema: z.ZodMiniType): z.ZodMiniObject | null {
  let current: z.ZodMiniType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const def = current._zod.def as { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType };
    if (def.type === 'object') return current as z.ZodMiniObject;
    current = def.innerType ?? def.in;
  }
  return null;
}

/**
 * One error per field in the order a form reads them: this object's unknown fields (as sent),
 * then each field of the schema in turn, with the first of its issues, or the errors of the
 * object it holds.
 */
function fieldErrors(
  schema: z.ZodMiniObject,
  input: Record<string, unknown>,
  issues: readonly Issue[],
  path: readonly string[],
  unreported: ReadonlySet<string>,
): FieldError[] {
  const shape = schema.def.shape as Record<string, z.ZodMiniType>;
  const named = (key: string) => [...path, key].join('.');
  const errors: FieldError[] = Object.keys(input)
    .filter((key) => !Object.hasOwn(shape, key))
    .map((key) => ({ field: named(key), message: `Unknown field "${key}"` }));
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const field = named(key);
    const own = issues.find((issue) => issue.path.map(String).join('.') === field);
    if (own) {
      if (!unreported.has(field)) errors.push({ field, message: own.message });
      continue;
    }
    const nested = objectSchemaOf(fieldSchema);
    const value = input[key];
    if (nested && isPlainObject(value)) {
      errors.push(...fieldErrors(nested, value, issues, [...path, key], unreported));
    }
  }
  return errors;
}
