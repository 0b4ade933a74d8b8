import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database-errors';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import { formatCents, toCents } from '../../common/money';
import type { AdminActor } from '../../owners/admin-actor';
import { ONE_SIZE_LABEL, type ProductOption } from '@healing/contracts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  VARIANT_REFUSALS,
  type AdminLowStockDto,
  type AdminVariantsDto,
  type AdminVariantsRequest,
} from '@healing/contracts/admin';
import { AdminProductsService } from './admin-products.service';

interface VariantRecord {
  id: number;
  label: string;
  option_values: Record<string, string>;
  sku: string | null;
  price: string | null;
  stock: number;
}

/** A variant as the owner's request leaves it once checked. */
interface CheckedVariant {
  id?: number;
  optionValues: Record<string, string>;
  label: string;
  sku: string | null;
  price: string | null;
  stock: number;
}

function invalid(message: string, field = 'variants'): InvalidInputError {
  return new InvalidInputError(message, field);
}

/** "M", "M / Rose", or "One size": the option values in the options' order. */
export function variantLabel(
  options: readonly ProductOption[],
  values: Record<string, string>,
): string {
  return options.length === 0
    ? ONE_SIZE_LABEL
    : options.map((option) => values[option.name]).join(' / ');
}

/**
 * Checks the owner's options and variants against each other: every variant names one value of
 * each option (and nothing else), no two variants are the same, no two options or values repeat.
 */
export function checkVariants(body: AdminVariantsRequest): {
  options: ProductOption[];
  variants: CheckedVariant[];
} {
  const options = body.options.map((option) => ({
    name: option.name.trim(),
    values: option.values.map((value) => value.trim()),
  }));
  const names = new Set<string>();
  for (const [at, option] of options.entries()) {
    if (names.has(option.name.toLowerCase())) {
      throw invalid(VARIANT_REFUSALS.optionTwice(option.name), `options.${at}.name`);
    }
    names.add(option.name.toLowerCase());
    // "m" beside "M" would be two sizes to the shop and one to a shopper.
    const values = new Set<string>();
    for (const [valueAt, value] of option.values.entries()) {
      if (values.has(value.toLowerCase())) {
        throw invalid(VARIANT_REFUSALS.valueTwice(option.name), `options.${at}.values.${valueAt}`);
      }
      values.add(value.toLowerCase());
    }
  }
  if (options.length === 0 && body.variants.length !== 1) {
    throw invalid('A product without options is sold as exactly one variant.');
  }
  const labels = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<number>();
  const variants = body.variants.map((variant, index) => {
    const keys = Object.keys(variant.options);
    const fits =
      keys.length === options.length &&
      options.every((option) => option.values.includes(variant.options[option.name]?.trim()));
    if (!fits) {
      throw invalid(
        `Variant ${index + 1} must name one value of each option${
          options.length ? ` (${options.map((option) => option.name).join(', ')})` : ''
        } and nothing else.`,
        `variants.${index}.options`,
      );
    }
    const optionValues = Object.fromEntries(
      options.map((option) => [option.name, variant.options[option.name].trim()]),
    );
    const label = variantLabel(options, optionValues);
    if (labels.has(label)) throw invalid(`Two variants are both "${label}".`, `variants.${index}`);
    labels.add(label);
    const sku = variant.sku?.trim() ? variant.sku.trim() : null;
    if (sku) {
      if (skus.has(sku.toLowerCase())) {
        throw invalid(VARIANT_REFUSALS.skuTwice(sku), `variants.${index}.sku`);
      }
      skus.add(sku.toLowerCase());
    }
    if (variant.id !== undefined) {
      if (ids.has(variant.id)) {
        throw invalid(`Variant ${variant.id} is there twice.`, `variants.${index}.id`);
      }
      ids.add(variant.id);
    }
    return {
      id: variant.id,
      optionValues,
      label,
      sku,
      price: variant.price ? formatCents(toCents(variant.price)) : null,
      stock: variant.stock,
    };
  });
  return { options, variants };
}

function present(productId: number, options: ProductOption[], rows: VariantRecord[]) {
  return {
    productId,
    options,
    variants: rows.map((row) => ({
      id: row.id,
      label: row.label,
      options: row.option_values,
      sku: row.sku,
      price: row.price === null ? null : formatCents(toCents(row.price)),
      stock: row.stock,
    })),
  };
}

const SKU_TAKEN = 'uq_product_variants_sku';

/** The owner's variants and stock: each change one transaction with its audit entry. */
@Injectable()
export class AdminVariantsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: AdminProductsService,
  ) {}

  async get(productId: number): Promise<AdminVariantsDto> {
    const [product] = await this.dataSource.query<{ options: ProductOption[] }[]>(
      'SELECT options FROM products WHERE id = $1',
      [productId],
    );
    if (!product) throw new NotFoundError('Product not found');
    return present(productId, product.options, await this.rows(this.dataSource.manager, productId));
  }

  /**
   * Replaces the product's options and variants: listed ids are kept (their cart lines with
   * them), new ones added, the rest removed (removing a variant takes it out of carts; orders
   * keep their copy of its label and SKU).
   */
  async replace(
    actor: AdminActor,
    productId: number,
    body: AdminVariantsRequest,
  ): Promise<AdminVariantsDto> {
    const { options, variants } = checkVariants(body);
    try {
      return await this.products.withLocked(productId, async (manager, product) => {
        const before = await this.rows(manager, productId);
        const known = new Set(before.map((row) => row.id));
        const stranger = variants.findIndex(
          (variant) => variant.id !== undefined && !known.has(variant.id),
        );
        if (stranger >= 0) {
          throw invalid(
            `Variant ${variants[stranger].id} is not one of ${product.name}'s.`,
            `variants.${stranger}.id`,
          );
        }
        await this.assertSkusFree(manager, productId, variants);
        const kept = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
        await manager.query(
          'DELETE FROM product_variants WHERE product_id = $1 AND NOT (id = ANY($2::int[]))',
          [productId, kept],
        );
        // Labels may swap between kept variants: each first steps aside.
        await manager.query(`UPDATE product_variants SET label = '~' || id WHERE product_id = $1`, [
          productId,
        ]);
        for (const [position, variant] of variants.entries()) {
          const values = [
            position,
            JSON.stringify(variant.optionValues),
            variant.label,
            variant.sku,
            variant.price,
            variant.stock,
          ];
          if (variant.id === undefined) {
            await manager.query(
              `INSERT INTO product_variants (product_id, position, option_values, label, sku, price, stock)
               VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
              [productId, ...values],
            );
          } else {
            await manager.query(
              `UPDATE product_variants SET position = $2, option_values = $3::jsonb, label = $4,
                      sku = $5, price = $6, stock = $7, updated_at = now()
                WHERE id = $1`,
              [variant.id, ...values],
            );
          }
        }
        await manager.query(
          'UPDATE products SET options = $2::jsonb, updated_at = now() WHERE id = $1',
          [productId, JSON.stringify(options)],
        );
        const after = await this.rows(manager, productId);
        await this.products.record(manager, actor, 'product.variants_updated', productId, {
          name: product.name,
          options: options
            .map((option) => `${option.name}: ${option.values.join(', ')}`)
            .join('; '),
          variants: after
            .map((row) => `${row.label} (${row.stock})`)
            .join(', ')
            .slice(0, 200),
          variantsBefore: before
            .map((row) => `${row.label} (${row.stock})`)
            .join(', ')
            .slice(0, 200),
        });
        return present(productId, options, after);
      });
    } catch (error) {
      if (isUniqueViolation(error, SKU_TAKEN)) {
        throw new ConflictError('That SKU is already used by another variant.', 'variants');
      }
      throw error;
    }
  }

  /** Sets one variant's stock (a count after a delivery or a stocktake). */
  async setStock(actor: AdminActor, variantId: number, stock: number): Promise<AdminVariantsDto> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<
        { product_id: number; label: string; before: number; name: string }[]
      >(
        `SELECT v.product_id, v.label, v.stock AS before, p.name
           FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE v.id = $1 FOR UPDATE OF v`,
        [variantId],
      );
      if (!row) throw new NotFoundError('Variant not found', 'variantId');
      await manager.query(
        'UPDATE product_variants SET stock = $2, updated_at = now() WHERE id = $1',
        [variantId, stock],
      );
      if (row.before !== stock) {
        await this.products.record(manager, actor, 'product.stock_changed', row.product_id, {
          name: row.name,
          variant: row.label,
          stock,
          stockBefore: row.before,
        });
      }
      const [product] = await manager.query<{ options: ProductOption[] }[]>(
        'SELECT options FROM products WHERE id = $1',
        [row.product_id],
      );
      return present(row.product_id, product.options, await this.rows(manager, row.product_id));
    });
  }

  /** Variants of products on sale with at most `threshold` left, fewest first. */
  async lowStock(threshold = DEFAULT_LOW_STOCK_THRESHOLD): Promise<AdminLowStockDto> {
    const rows = await this.dataSource.query<
      {
        product_id: number;
        name: string;
        id: number;
        label: string;
        sku: string | null;
        stock: number;
      }[]
    >(
      `SELECT p.id AS product_id, p.name, v.id, v.label, v.sku, v.stock
         FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.archived_at IS NULL AND v.stock <= $1
        ORDER BY v.stock, lower(p.name), p.id, v.position, v.id
        LIMIT 500`,
      [threshold],
    );
    return {
      threshold,
      items: rows.map((row) => ({
        productId: row.product_id,
        productName: row.name,
        variantId: row.id,
        label: row.label,
        sku: row.sku,
        stock: row.stock,
      })),
    };
  }

  /** A SKU names one variant in the whole shop: another product's is refused by its row. */
  private async assertSkusFree(
    manager: EntityManager,
    productId: number,
    variants: CheckedVariant[],
  ): Promise<void> {
    const skus = variants.map((variant) => variant.sku?.toLowerCase() ?? null);
    if (skus.every((sku) => sku === null)) return;
    const [taken] = await manager.query<{ sku: string; name: string }[]>(
      `SELECT v.sku, p.name FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.product_id <> $1 AND lower(v.sku) = ANY($2::text[])
        ORDER BY v.id LIMIT 1`,
      [productId, skus.filter((sku) => sku !== null)],
    );
    if (!taken) return;
    const index = skus.indexOf(taken.sku.toLowerCase());
    throw new ConflictError(
      `The SKU ${variants[index].sku} is already used by ${taken.name}.`,
      `variants.${index}.sku`,
    );
  }

  private rows(manager: EntityManager, productId: number): Promise<VariantRecord[]> {
    return manager.query<VariantRecord[]>(
      `SELECT id, label, option_values, sku, price, stock FROM product_variants
        WHERE product_id = $1 ORDER BY position, id`,
      [productId],
    );
  }
}
