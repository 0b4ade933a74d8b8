import type { CatalogVariantDto, ProductDto, ProductOption } from '@healing/platform';

/** An option's name in the address: `Size` is `?size=M`. */
export function optionParam(option: ProductOption): string {
  return option.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** What the address chooses: each option's value, when it is one of the option's values. */
export function chosenValues(
  product: ProductDto,
  params: URLSearchParams,
): Record<string, string | undefined> {
  const chosen: Record<string, string | undefined> = {};
  for (const option of product.options) {
    const value = params.get(optionParam(option)) ?? undefined;
    chosen[option.name] = value !== undefined && option.values.includes(value) ? value : undefined;
  }
  return chosen;
}

/**
 * The variant the shopper has chosen: the only one of a product with nothing to choose, or the
 * one whose every option the address names; undefined while something is still to choose.
 */
export function chosenVariant(
  product: ProductDto,
  chosen: Record<string, string | undefined>,
): CatalogVariantDto | undefined {
  if (product.options.length === 0) return product.variants[0];
  if (product.options.some((option) => chosen[option.name] === undefined)) return undefined;
  return product.variants.find((variant) =>
    product.options.every((option) => variant.options[option.name] === chosen[option.name]),
  );
}

/**
 * Whether choosing `value` for `option` (keeping the other choices) can be bought: false when
 * every variant with it is sold out.
 */
export function valueInStock(
  product: ProductDto,
  chosen: Record<string, string | undefined>,
  option: ProductOption,
  value: string,
): boolean {
  return product.variants.some(
    (variant) =>
      variant.inStock &&
      variant.options[option.name] === value &&
      product.options.every(
        (other) =>
          other.name === option.name ||
          chosen[other.name] === undefined ||
          variant.options[other.name] === chosen[other.name],
      ),
  );
}

/** The address with `option` set to `value`, other parameters kept. */
export function choiceSearch(
  params: URLSearchParams,
  option: ProductOption,
  value: string,
): string {
  const next = new URLSearchParams(params);
  next.set(optionParam(option), value);
  return `?${next.toString()}`;
}
