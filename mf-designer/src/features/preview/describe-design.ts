import { DESIGN_PRODUCT_NAMES } from '@healing/platform';
import { collectionName, findTemplate } from '../../lib/design-catalogue';
import { type Design, FONT_SIZE_LABELS, printedText } from '../../lib/design-model';

/** The preview in words, for people who cannot see the canvas. */
export function describeDesign(design: Design): string {
  const piece = `your ${DESIGN_PRODUCT_NAMES[design.productType]}`;
  const template = findTemplate(design.templateId);
  const text = printedText(design);
  const parts = [
    template && `the “${template.name}” design from ${collectionName(template.collection)}`,
    design.image && `your image “${design.image.fileName}”`,
    text &&
      `the text “${text}” in ${FONT_SIZE_LABELS[design.fontSize]} size, colour ${design.textColor.toUpperCase()}`,
  ].filter(Boolean);
  if (parts.length === 0) {
    return `Preview of ${piece}, still blank: choose a design, add your text or upload an image.`;
  }
  return `Preview of ${piece} with ${parts.join(', ')}.`;
}
