// The custom item handed to the cart (SPEC.md section 3, DECISIONS.md). The server names and
// prices it itself; the name shown here comes from the platform's customDesignName, the same rule
// the server uses, so what the visitor sees before adding is what the cart will show.
import { type CustomDesignData, type CustomDesignInput, customDesignName } from '@healing/platform';
import { findTemplate } from '../../lib/design-catalogue';
import { type Design, designCollection, pieceSize, printedText } from '../../lib/design-model';

export function customDesignData(design: Design): CustomDesignData {
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
  // Where the shopper placed the image (design.imagePlacement) is not sent: the API's design
  // data has no field for it, so it shapes the preview and the saved PNG only.
  if (design.image) data.uploadId = design.image.id;
  if (template) data.templateId = template.id;
  // SPEC.md's display value: the uploaded file's name, else the chosen template.
  const designImage = design.image?.fileName ?? template?.id;
  if (designImage) data.designImage = designImage.slice(0, 255);
  return data;
}

export function customDesignItem(design: Design): CustomDesignInput {
  const data = customDesignData(design);
  return { customProductName: customDesignName(data), customDesignData: data, quantity: 1 };
}
