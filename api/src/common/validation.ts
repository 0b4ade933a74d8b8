import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { isSchemaDto } from './schema-dto';
import { type FieldError, validationException } from './schema-validation.pipe';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      // class-validator's whitelist message names the property; make it read as a sentence.
      message: message.replace(/^property (\S+) should not exist$/, 'Unknown field "$1"'),
    }));
    return [...own.slice(0, 1), ...flatten(error.children ?? [], field)];
  });
}

/**
 * Path parameters reach their own pipes (ParseIdPipe, ParseUploadIdPipe) as the raw string:
 * Nest's primitive conversion would turn "abc" into NaN and accept "1e3" as 1000.
 */
class ShopValidationPipe extends ValidationPipe {
  /** Query DTOs that an empty query string has once passed whole: every field is optional. */
  private readonly acceptsEmptyQuery = new WeakSet<object>();

  /**
   * Most catalogue reads come with no query string at all, and validating `{}` against a DTO
   * gives the same answer every time: a new, empty instance (class-transformer only visits the
   * keys it is given, so `new Dto()` is exactly what it builds), or the same refusal. The first
   * empty query of each DTO goes through the whole pipe; once that passed, later ones skip
   * class-transformer and class-validator (about 20 microseconds, a fifteenth of such a
   * request's CPU time).
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype as (new () => object) | undefined;
    const isEmptyQuery = metadata.type === 'query' && isEmptyObject(value) && dto !== undefined;
    if (isEmptyQuery && this.acceptsEmptyQuery.has(dto)) return new dto();
    const result: unknown = await super.transform(value, metadata);
    if (isEmptyQuery && result instanceof dto) this.acceptsEmptyQuery.add(dto);
    return result;
  }

  /** Schema DTOs are SchemaValidationPipe's (it runs first); class-validator has no say. */
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return !isSchemaDto(metadata.metatype) && super.toValidate(metadata);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    return super.transformPrimitive(value, metadata) as unknown;
  }
}

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** The one global pipe: whitelist, refuse unknown fields, transform, readable messages. */
export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationException(flatten(errors)),
  });
}
