import { BadRequestException } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { createValidationPipe } from './validation';

class OptionalQuery {
  @IsOptional()
  @IsIn(['name', 'newest'])
  sort?: string;

  @IsOptional()
  @IsInt()
  page = 1;
}

class RequiredQuery {
  @IsString()
  term!: string;
}

const asQuery = (metatype: new () => object) => ({ type: 'query' as const, metatype });

describe('the validation pipe', () => {
  it('answers an empty query with a new, empty instance of the DTO, every time', async () => {
    const pipe = createValidationPipe();
    const first = await pipe.transform({}, asQuery(OptionalQuery));
    const second = await pipe.transform(Object.create(null), asQuery(OptionalQuery));
    for (const result of [first, second]) {
      expect(result).toBeInstanceOf(OptionalQuery);
      expect(result).toEqual(Object.assign(new OptionalQuery(), {}));
      expect((result as OptionalQuery).page).toBe(1);
    }
    expect(second).not.toBe(first);
  });

  it('validates the empty query of a DTO once, not on every request', async () => {
    const pipe = createValidationPipe();
    // ValidationPipe's own (protected) step that hands the instance to class-validator.
    const validate = jest.spyOn(pipe as unknown as { validate: () => unknown }, 'validate');
    for (let request = 0; request < 3; request += 1) {
      await pipe.transform({}, asQuery(OptionalQuery));
    }
    expect(validate).toHaveBeenCalledTimes(1);
    await pipe.transform({ sort: 'name' }, asQuery(OptionalQuery));
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('still refuses an empty query where a field is required, every time', async () => {
    const pipe = createValidationPipe();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(pipe.transform({}, asQuery(RequiredQuery))).rejects.toThrow(BadRequestException);
    }
  });

  it('validates a query with fields whole, after an empty one has passed', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({}, asQuery(OptionalQuery));
    await expect(pipe.transform({ sort: 'newest' }, asQuery(OptionalQuery))).resolves.toEqual(
      Object.assign(new OptionalQuery(), { sort: 'newest' }),
    );
    await expect(pipe.transform({ sort: 'price' }, asQuery(OptionalQuery))).rejects.toThrow(
      BadRequestException,
    );
    await expect(pipe.transform({ extra: '1' }, asQuery(OptionalQuery))).rejects.toThrow(
      'Unknown field "extra"',
    );
  });

  it('does not take an empty body for an empty query', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({}, asQuery(OptionalQuery));
    await expect(pipe.transform({}, { type: 'body', metatype: RequiredQuery })).rejects.toThrow(
      BadRequestException,
    );
  });
});
