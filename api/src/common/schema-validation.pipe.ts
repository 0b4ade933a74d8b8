import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
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

/**
 * Validates a handler's body, query or params whose type is a schema DTO (common/schema-dto.ts):
 * unknown fields first (`Unknown field "x"`, in the order sent), then the schema's first message
 * for each field, in the schema's order. What passes is the schema's output (trimmed, converted,
 * defaults filled) as an instance of the DTO. Other types pass through untouched.
 */
@Injectable()
export class SchemaValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const dto = metadata.metatype;
    if (metadata.type === 'custom' || !isSchemaDto(dto)) return value;
    return validateWithSchema(dto, value);
  }
}

export function validateWithSchema<T extends object>(dto: SchemaDtoClass<T>, value: unknown): T {
  // A body that is not an object (a list, a number) is read as one without any field.
  const input = dto.prepare(isPlainObject(value) ? value : {});
  const known = dto.schema.def.shape;
  const errors: FieldError[] = Object.keys(input)
    .filter((key) => !Object.hasOwn(known, key))
    .map((key) => ({ field: key, message: `Unknown field "${key}"` }));
  const result = dto.schema.safeParse(input);
  if (!result.success) {
    const seen = new Set<string>(dto.unreported(input));
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      // One message per field, the first the schema gives (as a form shows it).
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: issue.message });
    }
  }
  if (errors.length > 0 || !result.success) throw validationException(errors);
  return Object.assign(new dto(), result.data as Partial<T>);
}
