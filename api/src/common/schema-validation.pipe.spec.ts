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
  const propertiesOf = (dto: unknown) =>
    (dto as { _OPENAPI_METADATA_FACTORY(): Record<string, unknown> })._OPENAPI_METADATA_FACTORY();

  it('describes each property from the schema, required where the schema requires it', () => {
    expect(propertiesOf(ExampleDto)).toEqual({
      name: { type: 'string', minLength: 2, required: true },
      count: { type: 'number', required: false },
    });
  });

  it("keeps a nested object's own required fields, and says whether it is required itself", () => {
    const nested = z.object({ colour: z.string(), size: z.optional(z.number()) });
    class NestedDto extends createSchemaDto(z.object({ design: nested })) {}
    expect(propertiesOf(NestedDto)).toEqual({
      design: {
        type: 'object',
        properties: { colour: { type: 'string' }, size: { type: 'number' } },
        required: ['colour'],
        selfRequired: true,
      },
    });
  });
});

describe('a nested object', () => {
  const schema = z.object({
    sessionId: z.string({ error: 'sessionId is required' }),
    design: z.object(
      {
        colour: z.string({ error: 'colour must be text' }),
        size: z.optional(z.number({ error: 'size must be a number' })),
      },
      { error: 'design must be an object' },
    ),
    note: z.optional(z.string({ error: 'note must be text' })),
  });
  class NestedDto extends createSchemaDto(schema) {}
  const pipe = new SchemaValidationPipe();

  it('names its unknown fields by their path, first among its own, in the place of the object', async () => {
    const body = await refusal(() =>
      pipe.transform(
        { note: 5, design: { size: 'L', extra: 1, colour: 2 }, zone: 'x' },
        asBody(NestedDto),
      ),
    );
    expect(body.errors).toEqual([
      { field: 'zone', message: 'Unknown field "zone"' },
      { field: 'sessionId', message: 'sessionId is required' },
      { field: 'design.extra', message: 'Unknown field "extra"' },
      { field: 'design.colour', message: 'colour must be text' },
      { field: 'design.size', message: 'size must be a number' },
      { field: 'note', message: 'note must be text' },
    ]);
  });

  it('refuses an unknown field inside an object that is otherwise valid', async () => {
    const body = await refusal(() =>
      pipe.transform({ sessionId: 's', design: { colour: 'red', price: 1 } }, asBody(NestedDto)),
    );
    expect(body).toEqual({
      message: 'Unknown field "price"',
      field: 'design.price',
      errors: [{ field: 'design.price', message: 'Unknown field "price"' }],
    });
  });

  it('says once that a value which is not an object is not one', async () => {
    const body = await refusal(() =>
      pipe.transform({ sessionId: 's', design: ['red'] }, asBody(NestedDto)),
    );
    expect(body.errors).toEqual([{ field: 'design', message: 'design must be an object' }]);
  });
});

describe('a body that is not an object', () => {
  const optional = z.object({ reason: z.optional(z.string()) });
  class OptionalDto extends createSchemaDto(optional) {}
  class EmptyDto extends createSchemaDto(z.object({})) {}
  const pipe = new SchemaValidationPipe();

  it('is refused where the fields are all optional, naming the body', async () => {
    for (const value of [[], 'text', 5, true]) {
      const body = await refusal(() => pipe.transform(value, asBody(OptionalDto)));
      expect(body).toEqual({
        message: 'Validation failed (object is expected)',
        field: 'body',
        errors: [{ field: 'body', message: 'Validation failed (object is expected)' }],
      });
    }
  });

  it("names a list's items as unknown fields where nothing else is wrong", async () => {
    for (const dto of [OptionalDto, EmptyDto]) {
      const body = await refusal(() => pipe.transform([{}, 2], asBody(dto)));
      expect(body.errors).toEqual([
        { field: '0', message: 'Unknown field "0"' },
        { field: '1', message: 'Unknown field "1"' },
      ]);
    }
  });

  it('is read as an empty object when nothing is asked of the body, or when it is null', () => {
    for (const value of [[], 'text', 5, true, null, undefined]) {
      expect(pipe.transform(value, asBody(EmptyDto))).toBeInstanceOf(EmptyDto);
    }
    expect(pipe.transform(null, asBody(OptionalDto))).toBeInstanceOf(OptionalDto);
  });
});

// An empty query string is most catalogue reads; its answer is worked out once per DTO.
describe('an empty query', () => {
  const optional = z.object({
    sort: z.optional(z.enum(['name', 'newest'], { error: 'sort must be name or newest' })),
    page: z._default(z.number(), 1),
  });
  class OptionalQuery extends createSchemaDto(optional) {}
  class RequiredQuery extends createSchemaDto(
    z.object({ term: z.string({ error: 'term is required' }) }),
  ) {}
  const asQuery = (metatype: unknown) => ({ type: 'query' as const, metatype: metatype as never });

  it('is answered with a new instance of the DTO, every time', () => {
    const pipe = new SchemaValidationPipe();
    const first = pipe.transform({}, asQuery(OptionalQuery));
    const second = pipe.transform(Object.create(null), asQuery(OptionalQuery));
    for (const result of [first, second]) {
      expect(result).toBeInstanceOf(OptionalQuery);
      expect(result).toEqual(Object.assign(new OptionalQuery(), { page: 1 }));
    }
    expect(second).not.toBe(first);
  });

  it('is validated once per DTO, not on every request', () => {
    const pipe = new SchemaValidationPipe();
    const safeParse = jest.spyOn(OptionalQuery.schema, 'safeParse');
    try {
      for (let request = 0; request < 3; request += 1) {
        pipe.transform({}, asQuery(OptionalQuery));
      }
      expect(safeParse).toHaveBeenCalledTimes(1);
      pipe.transform({ sort: 'name' }, asQuery(OptionalQuery));
      expect(safeParse).toHaveBeenCalledTimes(2);
    } finally {
      safeParse.mockRestore();
    }
  });

  it('is still refused where a field is required, every time', async () => {
    const pipe = new SchemaValidationPipe();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const body = await refusal(() => pipe.transform({}, asQuery(RequiredQuery)));
      expect(body.message).toBe('term is required');
    }
  });

  it('leaves a query with fields to be validated whole, after an empty one has passed', async () => {
    const pipe = new SchemaValidationPipe();
    pipe.transform({}, asQuery(OptionalQuery));
    expect(pipe.transform({ sort: 'newest' }, asQuery(OptionalQuery))).toEqual(
      Object.assign(new OptionalQuery(), { sort: 'newest', page: 1 }),
    );
    expect(
      (await refusal(() => pipe.transform({ sort: 'price' }, asQuery(OptionalQuery)))).message,
    ).toBe('sort must be name or newest');
    expect(
      (await refusal(() => pipe.transform({ extra: '1' }, asQuery(OptionalQuery)))).message,
    ).toBe('Unknown field "extra"');
  });

  it('is not taken for an empty body', async () => {
    const pipe = new SchemaValidationPipe();
    pipe.transform({}, asQuery(OptionalQuery));
    const body = await refusal(() => pipe.transform({}, asBody(RequiredQuery)));
    expect(body.message).toBe('term is required');
  });
});
