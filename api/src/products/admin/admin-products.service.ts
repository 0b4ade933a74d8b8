import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { kindImageUrl } from '../../artwork/image-urls';
import { NotFoundError } from '../../common/domain-errors';
import { formatCents, toCents } from '../../common/money';
import type { AdminActor } from '../../owners/admin-actor';
import { AuditLog, type AuditAction } from '../../owners/audit-log.service';
import type {
  AuditDetails,
  AdminProductDto,
  AdminProductPageDto,
  AdminProductRequest,
} from '@healing/contracts/admin';
import { KIND_CATEGORY } from '@healing/contracts';
import { Product } from '../product.entity';
import { insertDefaultVariants } from '../variant-defaults';
import { toAdminProductDto } from './admin-product.mapper';
import { DEFAULT_PAGE_SIZE, type AdminProductListQueryDto } from './dto/admin-product-list.query';
import { changeDetails, changedFields, creationDetails } from './product-changes';
import { isUploadedProductImage } from './product-image-urls';

/** The products back office's entries in the audit log. */
export type ProductAuditAction = Extract<AuditAction, `product.${string}`>;

const PRODUCT_NOT_FOUND = 'Product not found';

/** `%`, `_` and `\` typed in the search box are looked for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A stable, unique key for a new product: its name in slug form, and a random tail. */
function slugFor(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${base || 'product'}-${randomBytes(4).toString('hex')}`;
}

/**
 * The owner's catalogue: every product, archived ones included. Each change is one transaction
 * with its audit entry. The shop reads products from PostgreSQL on every request (no cache in
 * the API), so a change is seen by every replica as soon as it commits.
 */
@Injectable()
export class AdminProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(query: AdminProductListQueryDto): Promise<AdminProductPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const select = this.products
      .createQueryBuilder('p')
      .where(query.archived ? 'p.archivedAt IS NOT NULL' : 'p.archivedAt IS NULL');
    if (query.q) select.andWhere('p.name ILIKE :pattern', { pattern: likePattern(query.q) });
    const [rows, total] = await select
      .orderBy('lower(p.name)', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { products: rows.map(toAdminProductDto), page, pageSize, total };
  }

  async get(id: number): Promise<AdminProductDto> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return toAdminProductDto(product);
  }

  create(actor: AdminActor, body: AdminProductRequest): Promise<AdminProductDto> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Product);
      const product = await repository.save(
        repository.create({
          slug: slugFor(body.name),
          ...this.fieldsOf(body),
          image: kindImageUrl(body.collection, body.kind),
          archivedAt: null,
        }),
      );
      // Its kind's sizes (or one size), each with a starting stock the owner then edits.
      await insertDefaultVariants(manager, { id: product.id, slug: product.slug, kind: body.kind });
      await this.record(manager, actor, 'product.created', product.id, creationDetails(product));
      return toAdminProductDto(product);
    });
  }

  /** A save that changes nothing stores nothing and is not in the audit log. */
  update(actor: AdminActor, id: number, body: AdminProductRequest): Promise<AdminProductDto> {
    return this.withLocked(id, async (manager, product) => {
      const fields = changedFields(product, body);
      if (fields.length === 0) return toAdminProductDto(product);
      const before = { ...product };
      Object.assign(product, this.fieldsOf(body));
      // A drawing shows the kind in its collection's colours: it follows them. An uploaded
      // image is the owner's own and stays.
      const redraw = fields.includes('kind') || fields.includes('collection');
      if (redraw && !isUploadedProductImage(product.image)) {
        product.image = kindImageUrl(product.collection, product.kind);
      }
      const saved = await manager.getRepository(Product).save(product);
      await this.record(
        manager,
        actor,
        'product.updated',
        id,
        changeDetails(before, saved, fields),
      );
      return toAdminProductDto(saved);
    });
  }

  /** Archiving an archived product (or restoring one on sale) changes nothing and records nothing. */
  setArchived(actor: AdminActor, id: number, archived: boolean): Promise<AdminProductDto> {
    return this.withLocked(id, async (manager, product) => {
      if ((product.archivedAt !== null) === archived) return toAdminProductDto(product);
      product.archivedAt = archived ? new Date() : null;
      const saved = await manager.getRepository(Product).save(product);
      await this.record(manager, actor, archived ? 'product.archived' : 'product.restored', id, {
        name: saved.name,
      });
      return toAdminProductDto(saved);
    });
  }

  /** Runs `work` with the product locked until the transaction ends (concurrent saves queue). */
  withLocked<T>(
    id: number,
    work: (manager: EntityManager, product: Product) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const product = await manager
        .getRepository(Product)
        .createQueryBuilder('p')
        .where('p.id = :id', { id })
        .setLock('pessimistic_write')
        .getOne();
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return work(manager, product);
    });
  }

  record(
    manager: EntityManager,
    actor: AdminActor,
    action: ProductAuditAction,
    id: number,
    details: AuditDetails,
  ): Promise<void> {
    // AuditAction (owners module) does not list the products' actions yet: see the report.
    return this.audit.record({ actor, action, target: { type: 'product', id }, details }, manager);
  }

  private fieldsOf(body: AdminProductRequest) {
    return {
      name: body.name,
      description: body.description,
      price: formatCents(toCents(body.price)),
      kind: body.kind,
      category: KIND_CATEGORY[body.kind],
      collection: body.collection,
      inStock: body.inStock,
    };
  }
}
