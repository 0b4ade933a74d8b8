// The built-in design catalogue: the designer remote shows it, the cart checks against it.
import * as z from 'zod/mini';
import { maxCharacters } from '../rules/length-rules';
import { isSingleLine } from '../rules/text-rules';
import { COLLECTIONS } from './catalog';
import { ADULT_SIZES, designSizes, SIZED_DESIGN_PRODUCT_TYPES } from './design-sizes';
import { type ImagePlacement, MAX_IMAGE_SIZE, MIN_IMAGE_SIZE } from './image-placement';
import { DESIGN_PRODUCT_TYPES, FONT_SIZES, type DesignTemplate } from './design-values';

export * from './design-values';

export const designTemplateSchema: z.ZodMiniType<DesignTemplate> = z.object({
  /** Such as 'ib-love', 'lh-peace', 'li-love' (Thorny) or 'li-love2' (Rose). */
  id: z.string(),
  collection: z.enum(COLLECTIONS),
  name: z.string(),
});

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const TEXT_COLOUR_MESSAGE = 'textColor must be a hex colour such as #D14D72';
const TEMPLATE_ID_MESSAGE = 'templateId must be the id of a design template';

/** One line the designer shows on the item: text, at most `max` characters, nothing hidden. */
function designLine(what: string, max: number) {
  return z
    .string({ error: `${what} must be text` })
    .check(
      ...maxCharacters(max, `${what} can be at most ${max} characters`),
      z.refine(isSingleLine, `${what} must be one line of plain text`),
    );
}

const SIZED_TYPES = SIZED_DESIGN_PRODUCT_TYPES.join(', ');
export const DESIGN_SIZE_MESSAGES = {
  unknown: `size must be one of: ${ADULT_SIZES.join(', ')}`,
  required: `size is required for ${SIZED_TYPES}: one of ${ADULT_SIZES.join(', ')}`,
  refused: (productType: string) =>
    `size is only chosen for ${SIZED_TYPES}: a ${productType} design has no size`,
} as const;

export const IMAGE_PLACEMENT_MESSAGES = {
  placement: 'imagePlacement must be an object with x, y and size',
  x: 'imagePlacement.x must be a number from 0 to 1',
  y: 'imagePlacement.y must be a number from 0 to 1',
  size: `imagePlacement.size must be a number from ${MIN_IMAGE_SIZE} to ${MAX_IMAGE_SIZE}`,
  needsUpload: 'imagePlacement places an uploaded image: it is only sent with an uploadId',
} as const;

/** A finite number within bounds (zod's number refuses NaN and the infinities). */
function boundedNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).check(z.gte(min, message), z.lte(max, message));
}

/** Where the shopper put their photo: the rules of image-placement.ts, in fractions of the area. */
export const imagePlacementSchema = z.object(
  {
    x: boundedNumber(0, 1, IMAGE_PLACEMENT_MESSAGES.x),
    y: boundedNumber(0, 1, IMAGE_PLACEMENT_MESSAGES.y),
    size: boundedNumber(MIN_IMAGE_SIZE, MAX_IMAGE_SIZE, IMAGE_PLACEMENT_MESSAGES.size),
  },
  { error: IMAGE_PLACEMENT_MESSAGES.placement },
);

/** The most characters of custom text a design carries: what fits on the smallest piece. */
export const CUSTOM_TEXT_MAX_LENGTH = 60;

/** A design's fields, as the designer sends them and the cart and orders keep them. */
const designDataShape = {
  productType: z.enum(DESIGN_PRODUCT_TYPES, {
    error: `productType must be one of: ${DESIGN_PRODUCT_TYPES.join(', ')}`,
  }),
  category: z.enum(COLLECTIONS, { error: `category must be one of: ${COLLECTIONS.join(', ')}` }),
  /** The piece's size ("M"): chosen for a product type that has sizes (designSizes), only then. */
  size: z.optional(z.enum(ADULT_SIZES, { error: DESIGN_SIZE_MESSAGES.unknown })),
  selectedDesign: z.optional(designLine('selectedDesign', 60)),
  customText: z.optional(designLine('Custom text', CUSTOM_TEXT_MAX_LENGTH)),
  fontSize: z.optional(
    z.enum(FONT_SIZES, { error: `fontSize must be one of: ${FONT_SIZES.join(', ')}` }),
  ),
  textColor: z.optional(
    z.string({ error: TEXT_COLOUR_MESSAGE }).check(z.regex(HEX_COLOUR, TEXT_COLOUR_MESSAGE)),
  ),
  /** Id of a stored upload (POST /api/uploads). */
  uploadId: z.optional(z.uuid({ error: 'uploadId must be the id of an uploaded image' })),
  /**
   * Where the upload sits on the piece, as the designer showed it: the cart's picture and the
   * print proof draw it there. Designs stored without one draw the upload in the layout's cell.
   */
  imagePlacement: z.optional(imagePlacementSchema),
  /** Id of a built-in template, such as 'li-love2'. */
  templateId: z.optional(
    z.string({ error: TEMPLATE_ID_MESSAGE }).check(...maxCharacters(40, TEMPLATE_ID_MESSAGE)),
  ),
  /** Display value: the template id or the uploaded file's name. */
  designImage: z.optional(
    z
      .string({ error: 'designImage must be text' })
      .check(...maxCharacters(255, 'designImage can be at most 255 characters')),
  ),
};

/**
 * A design as the cart and orders keep it. A T-shirt designed before sizes existed has none:
 * what is read back is this shape, never held to the rule below.
 */
export const storedDesignDataSchema = z.object(designDataShape);

/** The rule on the whole design: a size exactly when its product type has sizes. */
const sizeFitsProductType = z.superRefine((data: z.output<typeof storedDesignDataSchema>, ctx) => {
  // An unknown product type is refused on its own field; nothing more is said of it.
  if (!(DESIGN_PRODUCT_TYPES as readonly string[]).includes(data.productType)) return;
  const hasSizes = designSizes(data.productType).length > 0;
  if (hasSizes && data.size === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['size'],
      message: DESIGN_SIZE_MESSAGES.required,
      input: data.size,
    });
  } else if (!hasSizes && data.size !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['size'],
      message: DESIGN_SIZE_MESSAGES.refused(data.productType),
      input: data.size,
    });
  }
});

/** A placement says where an uploaded image goes: without an upload it would be lost silently. */
const placementHasUpload = z.superRefine((data: z.output<typeof storedDesignDataSchema>, ctx) => {
  // Null counts as not sent, as for every optional field (the API drops it).
  if (data.imagePlacement == null || data.uploadId != null) return;
  ctx.addIssue({
    code: 'custom',
    path: ['imagePlacement'],
    message: IMAGE_PLACEMENT_MESSAGES.needsUpload,
    input: data.imagePlacement,
  });
});

/**
 * A custom item's design as the designer sends it: `customDesignDataSchema`, or this with the
 * object's own error (what a request says when it is not an object). Its text is stored in
 * jsonb as sent, once cleaned of control characters (the API's job, before these rules).
 */
export function customDesignDataObject(params?: Parameters<typeof z.object>[1]) {
  return z.object(designDataShape, params).check(sizeFitsProductType, placementHasUpload);
}

export const customDesignDataSchema = customDesignDataObject();
export type CustomDesignData = z.output<typeof storedDesignDataSchema>;

/**
 * The designed piece as a picture (GET /api/designs/preview.png): what the cart, the order page
 * and the e-mails show of a custom line. The query carries the design itself, so the picture
 * follows from its address alone and is cached as long as any browser or mail client likes.
 */
export const DESIGN_PREVIEW_PATH = '/api/designs/preview.png';
/** Part of every preview's address: raised when the painter draws differently. */
export const DESIGN_PREVIEW_VERSION = '1';

const PLACEMENT_PARAM = /^\d+(?:\.\d+)?,\d+(?:\.\d+)?,\d+(?:\.\d+)?$/;
const PLACEMENT_PARAM_MESSAGE = 'imagePlacement must be x,y,size such as 0.5,0.4,0.6';

/** A placement in an address: "x,y,size", each to 4 decimals (a tenth of a board unit at most). */
export function imagePlacementParam({ x, y, size }: ImagePlacement): string {
  return [x, y, size].map((value) => String(Number(value.toFixed(4)))).join(',');
}

/** `?productType=&category=&templateId=&customText=&fontSize=&textColor=&uploadId=&imagePlacement=&v=` */
export const designPreviewQuerySchema = z.object({
  productType: designDataShape.productType,
  category: designDataShape.category,
  templateId: designDataShape.templateId,
  customText: designDataShape.customText,
  fontSize: designDataShape.fontSize,
  textColor: designDataShape.textColor,
  uploadId: designDataShape.uploadId,
  /** imagePlacementParam(): read back into the design's placement, held to the same rules. */
  imagePlacement: z.optional(
    z.pipe(
      z.pipe(
        z
          .string({ error: PLACEMENT_PARAM_MESSAGE })
          .check(z.regex(PLACEMENT_PARAM, PLACEMENT_PARAM_MESSAGE)),
        z.transform((param: string): ImagePlacement => {
          const [x, y, size] = param.split(',').map(Number);
          return { x, y, size };
        }),
      ),
      imagePlacementSchema,
    ),
  ),
  /** DESIGN_PREVIEW_VERSION as the address was made; any value draws today's picture. */
  v: z.optional(
    z
      .string({ error: 'v must be text' })
      .check(...maxCharacters(8, 'v can be at most 8 characters')),
  ),
});
export type DesignPreviewQuery = z.output<typeof designPreviewQuerySchema>;

/** The fields of a design its picture shows, in the order its address names them. */
const PREVIEW_FIELDS = [
  'productType',
  'category',
  'templateId',
  'customText',
  'fontSize',
  'textColor',
  'uploadId',
] as const;

/**
 * The preview's address for a design (root-relative): one address per picture, whatever else
 * the design carries (its size, display names) and in whatever order it was given.
 */
export function designPreviewPath(data: Omit<DesignPreviewQuery, 'v'>): string {
  const query = new URLSearchParams();
  for (const field of PREVIEW_FIELDS) {
    const value = data[field];
    if (value !== undefined && value !== null && value !== '') query.set(field, value);
  }
  // A placement only moves an upload: without one it changes nothing drawn, so not the address.
  if (data.imagePlacement && query.has('uploadId')) {
    query.set('imagePlacement', imagePlacementParam(data.imagePlacement));
  }
  query.set('v', DESIGN_PREVIEW_VERSION);
  return `${DESIGN_PREVIEW_PATH}?${query.toString()}`;
}
