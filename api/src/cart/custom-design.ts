import {
  CUSTOM_DESIGN_PRICES,
  DESIGN_TEMPLATES,
  designPreviewPath,
  designPreviewQuerySchema,
  type CustomDesignData,
  imagePlacementParam,
} from '@healing/contracts';
import { InvalidInputError } from '../common/domain-errors';

/** The server's unit price for a custom item; a client's price is never used. */
export function customDesignPrice(data: CustomDesignData): string {
  return CUSTOM_DESIGN_PRICES[data.productType];
}

/** A template must belong to the collection the design is made in. */
export function assertTemplateFits(data: CustomDesignData): void {
  if (data.templateId == null) return;
  const fits = DESIGN_TEMPLATES.some(
    (template) => template.id === data.templateId && template.collection === data.category,
  );
  if (!fits) {
    throw new InvalidInputError(
      `"${data.templateId.slice(0, 40)}" is not a design of the ${data.category} collection.`,
      'customDesignData.templateId',
    );
  }
}

/**
 * Where the designed piece can be seen: its picture as the designer drew it (template, the
 * line's upload and text on the piece), never the raw upload. Null for a line with no design.
 */
export function previewImage(
  uploadId: string | null,
  data: CustomDesignData | null,
): string | null {
  if (!data) return null;
  // Only what the picture's own rules take: stored designs passed them, so this is a safeguard.
  const pictured = designPreviewQuerySchema.safeParse({
    ...data,
    uploadId: uploadId ?? data.uploadId,
    // The address names the placement as text; the query's rules read it back.
    imagePlacement: data.imagePlacement ? imagePlacementParam(data.imagePlacement) : undefined,
  });
  return pictured.success ? designPreviewPath(pictured.data) : null;
}

/**
 * Only the known fields, without empty optional values, as stored in jsonb. An optional field
 * sent as null counts as not sent (the validation lets null through for optional fields).
 */
export function cleanDesignData(data: CustomDesignData): CustomDesignData {
  const clean: CustomDesignData = { productType: data.productType, category: data.category };
  // Validation let a size through only for a product type that has sizes.
  if (data.size != null) clean.size = data.size;
  const selectedDesign = data.selectedDesign?.trim();
  if (selectedDesign) clean.selectedDesign = selectedDesign;
  if (data.customText != null) clean.customText = data.customText;
  if (data.fontSize != null) clean.fontSize = data.fontSize;
  if (data.textColor != null) clean.textColor = data.textColor;
  if (data.uploadId != null) clean.uploadId = data.uploadId.toLowerCase();
  // Where the shopper put their photo: the proof prints it there (validation required the upload).
  if (data.imagePlacement != null) {
    const { x, y, size } = data.imagePlacement;
    clean.imagePlacement = { x, y, size };
  }
  if (data.templateId != null) clean.templateId = data.templateId;
  if (data.designImage != null) clean.designImage = data.designImage;
  return clean;
}
