import { COLLECTION_TONES, type Tone } from './palette';
import { renderProduct, type ProductArtSpec } from './product-art';
import { PRODUCT_KINDS } from '@healing/contracts';

export interface CatalogArtEntry extends Omit<ProductArtSpec, 'motif' | 'word'> {
  art: [ProductArtSpec['motif'], string];
}

/**
 * Renders every product's picture, keyed by slug. Products of one kind in one collection get
 * successive colourways, and different kinds start at different ones, so a page never repeats.
 */
export function renderProductCatalog(products: readonly CatalogArtEntry[]): Map<string, string> {
  const seen = new Map<string, number>();
  const pictures = new Map<string, string>();
  for (const product of products) {
    const key = `${product.collection}|${product.kind}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const tones: readonly Tone[] = COLLECTION_TONES[product.collection];
    const tone = tones[(PRODUCT_KINDS.indexOf(product.kind) + occurrence) % tones.length];
    const [motif, word] = product.art;
    pictures.set(product.slug, renderProduct({ ...product, motif, word }, tone));
  }
  return pictures;
}
