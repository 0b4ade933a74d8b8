import type { EntityManager } from 'typeorm';
import {
  ADULT_SIZES,
  type AdultSize,
  ONE_SIZE_LABEL,
  type ProductKind,
  type ProductOption,
} from '@healing/contracts';

/** A variant as the seed and a new product without variants of its own get it. */
export interface DefaultVariant {
  optionValues: Record<string, string>;
  label: string;
  sku: string;
  stock: number;
}

/** A new T-shirt's starting stock per size: the sizes are the contracts' (the designer's too). */
const ADULT_SIZE_STOCK: Record<AdultSize, number> = { XS: 4, S: 8, M: 10, L: 10, XL: 6, XXL: 3 };
const ADULT_SIZE_DEFAULTS: [string, number][] = ADULT_SIZES.map((size) => [
  size,
  ADULT_SIZE_STOCK[size],
]);
const BABY_SIZES: [string, number][] = [
  ['0-3 months', 6],
  ['3-6 months', 8],
  ['6-12 months', 8],
  ['12-18 months', 5],
];

/** Sizes by kind; every other kind is one size. */
const SIZES: Partial<Record<ProductKind, [string, number][]>> = {
  't-shirt': ADULT_SIZE_DEFAULTS,
  'infant-onesie': BABY_SIZES,
};

/** An original painting is one piece; the rest are made in runs. */
const ONE_SIZE_STOCK: Partial<Record<ProductKind, number>> = { painting: 1 };
const DEFAULT_STOCK = 25;

function skuPart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The options and variants a product of this kind starts with (the migration does the same). */
export function defaultVariants(
  kind: ProductKind,
  slug: string,
): { options: ProductOption[]; variants: DefaultVariant[] } {
  const base = skuPart(slug).slice(0, 50);
  const sizes = SIZES[kind];
  if (!sizes) {
    return {
      options: [],
      variants: [
        {
          optionValues: {},
          label: ONE_SIZE_LABEL,
          sku: base,
          stock: ONE_SIZE_STOCK[kind] ?? DEFAULT_STOCK,
        },
      ],
    };
  }
  return {
    options: [{ name: 'Size', values: sizes.map(([size]) => size) }],
    variants: sizes.map(([size, stock]) => ({
      optionValues: { Size: size },
      label: size,
      sku: `${base}-${skuPart(size).replace('-MONTHS', 'M')}`,
      stock,
    })),
  };
}

/** Gives a product its kind's options and variants (the seed, and a new product of the owner's). */
export async function insertDefaultVariants(
  manager: EntityManager,
  product: { id: number; slug: string; kind: ProductKind },
): Promise<void> {
  const { options, variants } = defaultVariants(product.kind, product.slug);
  await manager.query('UPDATE products SET options = $2::jsonb WHERE id = $1', [
    product.id,
    JSON.stringify(options),
  ]);
  await manager.query(
    `INSERT INTO product_variants (product_id, position, option_values, label, sku, stock)
     SELECT $1, v.position, v.option_values, v.label,
            -- A SKU another variant has (a renamed product's, say) is left for the owner to set.
            CASE WHEN EXISTS (SELECT 1 FROM product_variants o WHERE lower(o.sku) = lower(v.sku))
                 THEN NULL ELSE v.sku END,
            v.stock
       FROM jsonb_to_recordset($2::jsonb)
         AS v (position int, option_values jsonb, label text, sku text, stock int)`,
    [
      product.id,
      JSON.stringify(
        variants.map((variant, position) => ({
          position,
          option_values: variant.optionValues,
          label: variant.label,
          sku: variant.sku,
          stock: variant.stock,
        })),
      ),
    ],
  );
}
