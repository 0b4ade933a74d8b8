import { BadRequestException } from '@nestjs/common';
import * as z from 'zod/mini';
import { createSchemaDto } from './schema-dto';
import { SchemaValidationPipe } from './schema-validation.pipe';

const schema = z.object({
  name: z.string({ error: 'name is required' }).check(z.trim(), z.minLength(2, 'name is short')),
  count: z.optional(z.number({ error: 'count must be a number' })),
});

class ExampleDto extends createSchemaDto(schema) {}

class PreparedDto extends createSchemaDto(schema, {
  prepare: (input) => ({ ...input, name: String(input.name).toLowerCase() }),
}) {}

const asBody = (metatype: unknown) => ({ type: 'body' as const, metatype: metatype as never });

async function refusal(run: () => unknown): Promise<Record<string, unknown>> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse() as Record<string, unknown>;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the schema validation pipe', () => {
  const pipe = new SchemaValidationPipe();

  it("answers with the schema's output as an instance of the DTO", () => {
    const result = pipe.transform({ name: '  Mia ' }, asBody(ExampleDto));
    expect(result).toBeInstanceOf(ExampleDto);
    expect(result).toEqual(Object.assign(new ExampleDto(), { name: 'Mia' }));
  });

  it('lists unknown fields first, then the first message of each field in schema order', async () => {
    const body = await refusal(() =>
      pipe.transform({ count: 'x', name: 'M', admin: true }, asBody(ExampleDto)),
    );
    expect(body).toEqual({
      message: 'Unknown field "admin"; name is short; count must be a number',
      field: 'admin',
      errors: [
        { field: 'admin', message: 'Unknown field "admin"' },
        { field: 'name', message: 'name is short' },
        { field: 'count', message: 'count must be a number' },
      ],
    });
  });

  it('reads a body that is not an object as one without fields', async () => {
    const body = await refusal(() => pipe.transform([1, 2], asBody(ExampleDto)));
    expect(body.message).toBe('name is required');
  });

  it('runs the DTO’s transport step before the schema', () => {
    const result = pipe.transform({ name: 'MIA' }, asBody(PreparedDto));
    expect(result).toEqual(Object.assign(new PreparedDto(), { name: 'mia' }));
  });

  it('leaves values of other types alone', () => {
    class Plain {}
    const value = { anything: 1 };
    expect(pipe.transform(value, asBody(Plain))).toBe(value);
  });
});

describe('a schema DTO in the OpenAPI document', () => {
  it('describes each property from the schema, required where the schema requires it', () => {
    const properties = (
      ExampleDto as unknown as { _OPENAPI_METADATA_FACTORY(): Record<string, unknown> }
    )._OPENAPI_METADATA_FACTORY();
    expect(properties).toEqual({
      name: { type: 'string', minLength: 2, required: true },
      count: { type: 'number', required: false },
    });
  });
});
