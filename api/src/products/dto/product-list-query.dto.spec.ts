import { BadRequestException } from '@nestjs/common';
import { SchemaValidationPipe } from '../../common/schema-validation.pipe';
import { ProductListQueryDto } from './product-list-query.dto';

const pipe = new SchemaValidationPipe();

/** The query as the global pipe reads it: the DTO, or the messages of the refusal. */
async function check(query: Record<string, unknown>) {
  try {
    const dto = await pipe.transform(query, { type: 'query', metatype: ProductListQueryDto });
    return { dto: dto as ProductListQueryDto, messages: [] as string[] };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    const { errors } = error.getResponse() as { errors: { message: string }[] };
    return {
      dto: undefined as unknown as ProductListQueryDto,
      messages: errors.map((e) => e.message),
    };
  }
}

describe('ProductListQueryDto', () => {
  it('accepts no query at all', async () => {
    expect((await check({})).messages).toEqual([]);
  });

  it('accepts every category and sort', async () => {
    for (const category of ['apparel', 'accessories', 'wellness', 'art', 'treats']) {
      for (const sort of ['name', 'price-low', 'price-high', 'newest']) {
        const { dto, messages } = await check({ category, sort });
        expect(messages).toEqual([]);
        expect(dto).toMatchObject({ category, sort });
      }
    }
  });

  it("reads 'all' and empty values as no filter", async () => {
    expect((await check({ category: 'all' })).dto.category).toBeUndefined();
    expect((await check({ category: '', sort: '' })).dto).toMatchObject({
      category: undefined,
      sort: undefined,
    });
  });

  it('explains an unknown category or sort', async () => {
    expect((await check({ category: 'shoes' })).messages).toEqual([
      'Unknown category: choose all, apparel, accessories, wellness, art, treats.',
    ]);
    expect((await check({ sort: 'popularity' })).messages).toEqual([
      'Unknown sort: choose name, price-low, price-high, newest.',
    ]);
  });

  it('refuses a repeated parameter (an array)', async () => {
    expect((await check({ category: ['art', 'treats'] })).messages).toHaveLength(1);
  });
});
