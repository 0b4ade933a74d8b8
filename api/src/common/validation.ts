import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

interface FieldError {
  field: string;
  message: string;
}

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
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    return super.transformPrimitive(value, metadata) as unknown;
  }
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
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      const first = fieldErrors[0] ?? { field: undefined, message: 'Invalid request' };
      return new BadRequestException({
        message:
          fieldErrors.length > 1 ? fieldErrors.map((e) => e.message).join('; ') : first.message,
        field: first.field,
        errors: fieldErrors,
      });
    },
  });
}
