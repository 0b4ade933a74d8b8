// The custom item handed to the cart (SPEC.md section 3, DECISIONS.md). The server names and
// prices it itself; the name shown here comes from the platform's customDesignName, the same rule
// the server uses, so what the visitor sees before adding is what the cart will show.
import { type CustomDesignData, type CustomDesignInput, customDesignName } from '@healing/platform';
import { findTemplate } from '../../lib/design-catalogue';
import {
  type Design,
  designCollection,
  type ImagePlacement,
  pieceSize,
  printedText,
} from '../../lib/design-model';

/**
 * `shownPlacement` is where the preview draws the image now: the shopper's move, or the default
 * rule's place for an image never moved.
 */
export function customDesignData(
  design: Design,
  shownPlacement: ImagePlacement | null = null,
): CustomDesignData {
  const template = findTemplate(design.templateId);
  const text = printedText(design);
  const data: CustomDesignData = {
    productType: design.productType,
    category: designCollection(design),
  };
  // Only a product type that has sizes gets one (the API refuses a size for any other).
  const size = pieceSize(design);
  if (size) data.size = size;
  if (template) data.selectedDesign = template.name;
  if (text) data.customText = text;
  data.fontSize = design.fontSize;
  data.textColor = design.textColor.toUpperCase();
  if (design.image) {
    data.uploadId = design.image.id;
    // Where the image is on the preview, default included: the cart's picture and the print
    // proof draw it there. Not yet drawn, only a placement the shopper made can be sent.
    const placement = shownPlacement ?? design.imagePlacement;
    if (placement) data.imagePlacement = { x: placement.x, y: placement.y, size: placement.size };
  }
  if (template) data.templateId = template.id;
  // SPEC.md's display value: the uploaded file's name, else the chosen template.
  const designImage = design.image?.fileName ?? template?.id;
  if (designImage) data.designImage = designImage.slice(0, 255);
  return data;
}

export function customDesignItem(
  design: Design,
  shownPlacement: ImagePlacement | null = null,
): CustomDesignInput {
  const data = customDesignData(design, shownPlacement);
  return { customProductName: customDesignName(data), customDesignData: data, quantity: 1 };
}
