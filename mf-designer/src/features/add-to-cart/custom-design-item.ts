// The custom item handed to the cart (SPEC.md section 3, DECISIONS.md): the server names and
// prices it by the same rule, so what the visitor sees here is what the cart will show.
import type { CustomDesignData, CustomDesignInput } from '@healing/platform';
import { findTemplate } from '../../lib/design-catalogue';
import { type Design, designCollection, printedText } from '../../lib/design-model';

/** 'Custom {productType} - {category}', plus ' ({selectedDesign})' when a design is chosen. */
export function customProductName(
  data: Pick<CustomDesignData, 'productType' | 'category' | 'selectedDesign'>,
): string {
  const base = `Custom ${data.productType} - ${data.category}`;
  return data.selectedDesign ? `${base} (${data.selectedDesign})` : base;
}

export function customDesignData(design: Design): CustomDesignData {
  const template = findTemplate(design.templateId);
  const text = printedText(design);
  const data: CustomDesignData = {
    productType: design.productType,
    category: designCollection(design),
  };
  if (template) data.selectedDesign = template.name;
  if (text) data.customText = text;
  data.fontSize = design.fontSize;
  data.textColor = design.textColor.toUpperCase();
  if (design.image) data.uploadId = design.image.id;
  if (template) data.templateId = template.id;
  // SPEC.md's display value: the uploaded file's name, else the chosen template.
  const designImage = design.image?.fileName ?? template?.id;
  if (designImage) data.designImage = designImage.slice(0, 255);
  return data;
}

export function customDesignItem(design: Design): CustomDesignInput {
  const data = customDesignData(design);
  return { customProductName: customProductName(data), customDesignData: data, quantity: 1 };
}
