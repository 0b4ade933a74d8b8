import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ProductListQueryDto } from './product-list-query.dto';

async function check(query: Record<string, unknown>) {
  const dto = plainToInstance(ProductListQueryDto, query);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  return { dto, messages: errors.flatMap((e) => Object.values(e.constraints ?? {})) };
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
