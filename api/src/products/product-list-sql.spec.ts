import { DataSource } from 'typeorm';
import { SnakeNamingStrategy } from '../database/snake-naming.strategy';
import { Product } from './product.entity';
import { ProductListSql } from './product-list-sql';

describe('ProductListSql', () => {
  let sql: ProductListSql;
  beforeAll(async () => {
    // Metadata only: the SQL is built without ever connecting.
    const dataSource = new DataSource({
      type: 'postgres',
      entities: [Product],
      namingStrategy: new SnakeNamingStrategy(),
    });
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
    sql = new ProductListSql(dataSource.getRepository(Product));
  });

  it('selects only the fields of a ProductDto', () => {
    const [text] = sql.build({}, 'name');
    expect(text).toContain('"p"."in_stock" AS "inStock"');
    expect(text).toContain('"p"."created_at" AS "createdAt"');
    expect(text).not.toContain('slug');
  });

  it('numbers the parameters collection first, then category', () => {
    const [text, params] = sql.build({ collection: 'love-is', category: 'art' }, 'newest');
    expect(params).toEqual(['love-is', 'art']);
    expect(text).toMatch(/"p"\."collection" = \$1 AND "p"\."category" = \$2/);
    const [categoryOnly, categoryParams] = sql.build({ category: 'art' }, 'newest');
    expect(categoryParams).toEqual(['art']);
    expect(categoryOnly).toMatch(/"p"\."category" = \$1/);
  });

  it.each([
    ['name', /ORDER BY lower\("p"\."name"\) COLLATE "C" ASC, "p"\."id" ASC$/],
    ['price-low', /ORDER BY "p"\."price" ASC, "p"\."id" ASC$/],
    ['price-high', /ORDER BY "p"\."price" DESC, "p"\."id" ASC$/],
    ['newest', /ORDER BY "p"\."created_at" DESC, "p"\."id" DESC$/],
  ] as const)('orders %s with a stable tie-break', (sort, order) => {
    expect(sql.build({ collection: 'love-is' }, sort)[0]).toMatch(order);
  });

  it('builds each variant once', () => {
    const [first] = sql.build({ collection: 'inner-beauty' }, 'price-low');
    const [again] = sql.build({ collection: 'life-happens' }, 'price-low');
    expect(again).toBe(first);
  });

  it('names one prepared statement per SQL text', () => {
    const texts = new Map<string, string>();
    for (const sort of ['name', 'price-low', 'price-high', 'newest'] as const) {
      for (const filter of [{}, { collection: 'love-is' as const }, { category: 'art' as const }]) {
        const [text, , name] = sql.build(filter, sort);
        // node-postgres refuses one name for two texts on a connection.
        expect(texts.get(name) ?? text).toBe(text);
        texts.set(name, text);
      }
    }
    expect(new Set(texts.values()).size).toBe(texts.size);
  });
});
