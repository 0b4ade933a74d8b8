// The built-in design catalogue of SPEC.md section 3, as the studio shows it. The lists come from
// the API's contracts (through the platform), so the studio offers exactly what the cart accepts.
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  DESIGN_PRODUCT_TYPES,
  DESIGN_TEMPLATES,
  type CollectionSlug,
  type DesignProductType,
  type DesignTemplate,
} from '@healing/platform';

export const PRODUCT_TYPE_LABELS: Record<DesignProductType, string> = {
  tshirts: 'T-Shirts',
  caps: 'Caps',
  books: 'Books',
  pendants: 'Pendants',
  necklace: 'Necklace',
  dogtags: 'Dog Tags',
};

export const PRODUCT_TYPES = DESIGN_PRODUCT_TYPES;
export const DESIGN_COLLECTIONS = COLLECTIONS;
export const DEFAULT_PRODUCT_TYPE: DesignProductType = 'tshirts';
export const DEFAULT_COLLECTION: CollectionSlug = 'inner-beauty';

export function collectionName(collection: CollectionSlug): string {
  return COLLECTION_NAMES[collection];
}

export function templatesOf(
  collection: CollectionSlug,
  catalogue: readonly DesignTemplate[] = DESIGN_TEMPLATES,
): DesignTemplate[] {
  return catalogue.filter((template) => template.collection === collection);
}

export function findTemplate(id: string | null): DesignTemplate | undefined {
  return id ? DESIGN_TEMPLATES.find((template) => template.id === id) : undefined;
}

/** The API draws every template as a 300 x 300 SVG (api/src/artwork/design-art.ts). */
export function templateImageUrl(templateId: string): string {
  return `/api/images/designs/${encodeURIComponent(templateId)}.svg`;
}
