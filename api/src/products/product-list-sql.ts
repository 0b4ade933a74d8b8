import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { CollectionSlug, ProductCategory, ProductKind, ProductSort } from '@healing/contracts';
import type { Product } from './product.entity';

export interface ProductFilter {
  collection?: CollectionSlug;
  category?: ProductCategory;
  /** One of the home page's kinds, across the collections unless `collection` is given too. */
  kind?: ProductKind;
}

/** Name order ignores case and is the same on every server, whatever its locale. */
export const ORDER_BY: Record<ProductSort, [string, 'ASC' | 'DESC'][]> = {
  name: [
    ['lower(p.name) COLLATE "C"', 'ASC'],
    ['p.id', 'ASC'],
  ],
  'price-low': [
    ['p.price', 'ASC'],
    ['p.id', 'ASC'],
  ],
  'price-high': [
    ['p.price', 'DESC'],
    ['p.id', 'ASC'],
  ],
  newest: [
    ['p.createdAt', 'DESC'],
    ['p.id', 'DESC'],
  ],
};

/**
 * The product's variants as one JSON array, in their order (prices as text: "24.90" stays so).
 * Stock goes to the mapper, which tells the shop only whether (and, when few, how many) remain.
 */
const VARIANTS_JSON = `COALESCE((
  SELECT json_agg(json_build_object('id', v.id, 'label', v.label, 'options', v.option_values,
           'sku', v.sku, 'price', v.price::text, 'stock', v.stock) ORDER BY v.position, v.id)
    FROM product_variants v WHERE v.product_id = p.id), '[]'::json)`;

/** Only the columns a ProductDto needs, aliased to its field names. */
export function selectProductColumns(
  query: SelectQueryBuilder<Product>,
): SelectQueryBuilder<Product> {
  return query
    .select('p.id', 'id')
    .addSelect('p.name', 'name')
    .addSelect('p.description', 'description')
    .addSelect('p.image', 'image')
    .addSelect('p.price', 'price')
    .addSelect('p.category', 'category')
    .addSelect('p.collection', 'collection')
    .addSelect('p.kind', 'kind')
    .addSelect('p.inStock', 'inStock')
    .addSelect('p.createdAt', 'createdAt')
    .addSelect('p.options', 'options')
    .addSelect(VARIANTS_JSON, 'variants');
}

/**
 * SQL for product lists. The catalogue pages are the busiest reads, so each of the few
 * variants (sort x which filters) is built by the query builder once and then reused.
 */
export class ProductListSql {
  private readonly cache = new Map<string, string>();

  constructor(private readonly products: Repository<Product>) {}

  /**
   * The SQL, its parameters (the collection, the category, then the kind, when given) and a
   * name for it as a prepared statement: one per SQL text.
   */
  build(filter: ProductFilter, sort: ProductSort): [string, string[], string] {
    const params: string[] = [];
    if (filter.collection) params.push(filter.collection);
    if (filter.category) params.push(filter.category);
    if (filter.kind) params.push(filter.kind);
    const key = `${sort}|${filter.collection ? 'c' : ''}|${filter.category ? 'k' : ''}|${filter.kind ? 'p' : ''}`;
    let sql = this.cache.get(key);
    if (sql === undefined) {
      sql = this.compose(filter, sort).getQueryAndParameters()[0];
      this.cache.set(key, sql);
    }
    return [sql, params, `product-list:${key}`];
  }

  private compose(filter: ProductFilter, sort: ProductSort): SelectQueryBuilder<Product> {
    // Archived products are the back office's only: never in the shop's lists.
    const query = selectProductColumns(this.products.createQueryBuilder('p')).where(
      'p.archivedAt IS NULL',
    );
    if (filter.collection) query.andWhere('p.collection = :collection', filter);
    if (filter.category) query.andWhere('p.category = :category', filter);
    if (filter.kind) query.andWhere('p.kind = :kind', filter);
    for (const [column, direction] of ORDER_BY[sort]) query.addOrderBy(column, direction);
    return query;
  }
}
