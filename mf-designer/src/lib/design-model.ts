// What the visitor is designing, and the studio's rules for it (SPEC.md sections 2, 3 and 5).
import { type AdultSize, designSizes, type ImagePlacement } from '@healing/contracts';
import type { CollectionSlug, DesignProductType, FontSize } from '@healing/platform';
import { DEFAULT_COLLECTION, DEFAULT_PRODUCT_TYPE, findTemplate } from './design-catalogue';

/** The API refuses longer text: one rule, in the contracts. */
export { CUSTOM_TEXT_MAX_LENGTH } from '@healing/contracts';

/** SPEC.md section 5 gives "a red hex value" as the default text colour: a warm, legible red. */
export const DEFAULT_TEXT_COLOR = '#DC2626';
export const DEFAULT_FONT_SIZE: FontSize = 'medium';

export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra Large',
};

/** Quick choices beside the colour picker; each reads well on the shop's light products. */
export const TEXT_SWATCHES: readonly { name: string; hex: string }[] = [
  { name: 'Healing red', hex: DEFAULT_TEXT_COLOR },
  { name: 'Dusty rose', hex: '#9A4658' },
  { name: 'Lavender', hex: '#5A4B8A' },
  { name: 'Sage', hex: '#46634F' },
  { name: 'Gold', hex: '#B7892F' },
  { name: 'Ink', hex: '#2F2630' },
  { name: 'White', hex: '#FFFFFF' },
];

/** An image the API has stored for this visitor (POST /api/uploads). */
export interface UploadedImage {
  id: string;
  url: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * Where the shopper put their image on the piece (the contracts' shape and rule): sent with the
 * design, so the cart's picture and the print proof show the image where the preview did.
 */
export type { ImagePlacement };

export interface Design {
  productType: DesignProductType;
  /** The collection tab on screen. */
  activeCollection: CollectionSlug;
  /** A built-in template, of any collection. */
  templateId: string | null;
  customText: string;
  fontSize: FontSize;
  textColor: string;
  image: UploadedImage | null;
  /**
   * Null until the shopper moves or resizes the image: until then it sits where the default rule
   * puts it (the preview reports that placement, and it is what goes to the cart).
   */
  imagePlacement: ImagePlacement | null;
  /** The size chosen (a T-shirt's); kept while another product type is on screen. */
  size: AdultSize | null;
}

export const INITIAL_DESIGN: Design = {
  productType: DEFAULT_PRODUCT_TYPE,
  activeCollection: DEFAULT_COLLECTION,
  templateId: null,
  customText: '',
  fontSize: DEFAULT_FONT_SIZE,
  textColor: DEFAULT_TEXT_COLOR,
  image: null,
  imagePlacement: null,
  size: null,
};

/**
 * The collection the design is made in: the chosen template's (browsing another tab keeps the
 * choice), else the tab on screen.
 */
export function designCollection(design: Design): CollectionSlug {
  return findTemplate(design.templateId)?.collection ?? design.activeCollection;
}

/** The text that will be printed: surrounding spaces are not part of it. */
export function printedText(design: Design): string {
  return design.customText.trim();
}

/** A design needs something to print: a template, an image or some text. */
export function hasArtwork(design: Design): boolean {
  return Boolean(design.templateId || design.image || printedText(design));
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** The size the piece is made in: the one chosen, if its product type has sizes at all. */
export function pieceSize(design: Design): AdultSize | undefined {
  const sizes = designSizes(design.productType);
  return design.size && sizes.includes(design.size) ? design.size : undefined;
}

/** A piece whose product type has sizes needs one chosen before it goes to the cart. */
export function needsSize(design: Design): boolean {
  return designSizes(design.productType).length > 0 && pieceSize(design) === undefined;
}
