import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { NotFoundError } from '../common/domain-errors';
import { readRows } from '../database/read-rows';
import {
  COLLECTIONS,
  DEFAULT_PRODUCT_SORT,
  type CollectionSlug,
  type ProductDto,
} from '@healing/contracts';
import type { ProductListQueryDto } from './dto/product-list-query.dto';
import { Product } from './product.entity';
import { ProductListSql, selectProductColumns, type ProductFilter } from './product-list-sql';
import { toProductDto, type ProductRow } from './product.mapper';

/** How many products "You may also like" shows. */
export const RELATED_MAX = 4;

function isCollection(value: string): value is CollectionSlug {
  return (COLLECTIONS as readonly string[]).includes(value);
}

@Injectable()
export class ProductsService {
  private readonly listSql: ProductListSql;

  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {
    this.listSql = new ProductListSql(products);
  }

  /** Every product, or one category or kind of them; sorted by name unless asked otherwise. */
  list(query: ProductListQueryDto): Promise<ProductDto[]> {
    return this.fetchList({ category: query.category, kind: query.kind }, query);
  }

  listCollection(collection: string, query: ProductListQueryDto): Promise<ProductDto[]> {
    if (!isCollection(collection)) {
      throw new NotFoundError(
        `Collection "${collection.slice(0, 40)}" not found. Collections: ${COLLECTIONS.join(', ')}.`,
      );
    }
    return this.fetchList({ collection, category: query.category, kind: query.kind }, query);
  }

  /**
   * "You may also like" for a product: others of its kind from the other collections first,
   * then others of its collection, each group by name; never the product itself or an
   * archived one. 404 when the product is not in the shop.
   */
  async related(id: number): Promise<ProductDto[]> {
    const product = await this.products.findOne({
      where: { id },
      select: { id: true, kind: true, collection: true, archivedAt: true },
    });
    if (!product || product.archivedAt) throw new NotFoundError('Product not found');
    const rows = await selectProductColumns(this.products.createQueryBuilder('p'))
      .where('p.archivedAt IS NULL AND p.id <> :id', { id })
      .andWhere('(p.kind = :kind OR p.collection = :collection)', {
        kind: product.kind,
        collection: product.collection,
      })
      .orderBy('CASE WHEN p.kind = :kind THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('lower(p.name) COLLATE "C"', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(RELATED_MAX)
      .getRawMany<ProductRow>();
    return rows.map(toProductDto);
  }

  async findOne(id: number): Promise<ProductDto> {
    const row = await selectProductColumns(this.products.createQueryBuilder('p'))
      .where('p.id = :id AND p.archivedAt IS NULL', { id })
      .getRawOne<ProductRow>();
    if (!row) throw new NotFoundError('Product not found');
    return toProductDto(row);
  }

  /**
   * The stored products for these ids (missing ids are simply absent), for the cart; archived
   * ones included, so a cart line of one can still show what it was.
   */
  findForCart(ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.products.findBy({ id: In([...new Set(ids)]) });
  }

  private async fetchList(
    filter: ProductFilter,
    query: ProductListQueryDto,
  ): Promise<ProductDto[]> {
    const [sql, params, statement] = this.listSql.build(filter, query.sort ?? DEFAULT_PRODUCT_SORT);
    const rows = await readRows<ProductRow>(
      this.products.manager.connection,
      sql,
      params,
      statement,
    );
    return rows.map(toProductDto);
  }
}
