import { addCustomDesignToCartSchema, addProductToCartSchema } from '@healing/contracts';
import { prepareFields } from '../../common/prepare-fields';
import { createSchemaDto } from '../../common/schema-dto';

/**
 * A design's text is stored in jsonb, which refuses the NUL character: it is cleaned like all
 * visitor text (common/clean-text.ts), and blank or null optional fields count as not sent.
 */
const prepareDesign = prepareFields({
  clean: ['selectedDesign', 'customText', 'templateId', 'designImage'],
  nullAsAbsent: ['size', 'fontSize', 'textColor', 'uploadId'],
});

/** `POST /api/cart` with a catalogue product (the contracts' addProductToCartSchema). */
export class AddProductToCartDto extends createSchemaDto(addProductToCartSchema, {
  prepare: prepareFields({ nullAsAbsent: ['quantity', 'isCustomDesign'] }),
}) {}

/** `POST /api/cart` with `isCustomDesign: true` (the contracts' addCustomDesignToCartSchema). */
export class AddCustomDesignToCartDto extends createSchemaDto(addCustomDesignToCartSchema, {
  prepare: prepareFields({
    nullAsAbsent: ['quantity', 'customPrice'],
    custom: {
      customDesignData: (value) =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? prepareDesign(value as Record<string, unknown>)
          : value,
    },
  }),
}) {}

export type AddToCartDto = AddProductToCartDto | AddCustomDesignToCartDto;
