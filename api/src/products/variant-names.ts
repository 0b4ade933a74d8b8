import { ONE_SIZE_LABEL, type ProductOption } from '@healing/contracts';

/** " in size M", " in M / Rose", or nothing for a product sold in one size. */
export function variantPhrase(options: readonly ProductOption[], label: string): string {
  if (label === ONE_SIZE_LABEL) return '';
  if (options.length === 1) return ` in ${options[0].name.toLowerCase()} ${label}`;
  return ` in ${label}`;
}

/** "Only 0 left of Inner Peace Tee in size M." */
export function onlyLeftMessage(
  product: { name: string; options: readonly ProductOption[] },
  variant: { label: string; stock: number },
): string {
  return `Only ${variant.stock} left of ${product.name}${variantPhrase(product.options, variant.label)}.`;
}

/** "Please choose a size", "Please choose a size and colour". */
export function chooseOptionMessage(options: readonly ProductOption[]): string {
  const names = options.map((option) => option.name.toLowerCase());
  return `Please choose a ${names.length ? names.join(' and ') : 'size'}.`;
}
