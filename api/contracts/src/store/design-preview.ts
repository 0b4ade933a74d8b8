// A stored design (the cart's and the order's customDesignData) as the painter's input: what the
// designer shows live, the shopper's cart and order show, and the API prints from. No zod here
// beyond the catalogue's constants, so the browser bundles little.
import type { CollectionSlug } from './catalog';
import type { PreviewInput } from './design-layout';
import {
  DESIGN_TEMPLATES,
  type CustomDesignData,
  type DesignTemplate,
  type FontSize,
} from './designs';

/** SPEC.md section 5 gives "a red hex value" as the default text colour: a warm, legible red. */
export const DEFAULT_DESIGN_TEXT_COLOR = '#DC2626';
export const DEFAULT_DESIGN_FONT_SIZE: FontSize = 'medium';

/** Each collection tints the preview's backdrop with its own soft accent (shell design tokens). */
export const COLLECTION_TINTS: Record<CollectionSlug, string> = {
  'inner-beauty': '#EFE9F8',
  'life-happens': '#E4F0E8',
  'love-is': '#FBE6EA',
};

export function findDesignTemplate(id: string | null | undefined): DesignTemplate | undefined {
  return id ? DESIGN_TEMPLATES.find((template) => template.id === id) : undefined;
}

/**
 * The painter's input for a stored design; `hasUpload` says whether its image is at hand, and
 * `uploadAspect` (its width over its height) keeps a placed image on the area as the designer did.
 */
export function storedDesignPreviewInput(
  data: CustomDesignData,
  hasUpload = Boolean(data.uploadId),
  uploadAspect?: number,
): PreviewInput {
  const input: PreviewInput = {
    productType: data.productType,
    hasTemplate: Boolean(findDesignTemplate(data.templateId)),
    hasUpload,
    text: (data.customText ?? '').trim(),
    fontSize: data.fontSize ?? DEFAULT_DESIGN_FONT_SIZE,
    textColor: data.textColor ?? DEFAULT_DESIGN_TEXT_COLOR,
  };
  // A design stored before placements existed has none: its upload keeps the layout's cell.
  if (hasUpload && data.imagePlacement) {
    input.imagePlacement = data.imagePlacement;
    if (uploadAspect !== undefined) input.uploadAspect = uploadAspect;
  }
  return input;
}

/** The backdrop's tint: the template's collection, else the design's. */
export function storedDesignTint(data: CustomDesignData): string {
  return COLLECTION_TINTS[findDesignTemplate(data.templateId)?.collection ?? data.category];
}
