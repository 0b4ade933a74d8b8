import * as z from 'zod/mini';
import { addCustomDesignToCartSchema } from './cart';
import { customDesignName, customPieceName } from './custom-design-name';
import { ADULT_SIZES, designSizes } from './design-sizes';
import {
  customDesignDataSchema,
  DESIGN_PRODUCT_TYPES,
  DESIGN_SIZE_MESSAGES,
  storedDesignDataSchema,
} from './designs';

const tee = { productType: 'tshirts', category: 'love-is', selectedDesign: 'Thorny Love' };
const cap = { productType: 'caps', category: 'life-happens' };

/** Each issue as "path: message". */
function problems(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the size of a custom piece', () => {
  it('is one of the adult sizes, for T-shirts only', () => {
    expect(ADULT_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(designSizes('tshirts')).toBe(ADULT_SIZES);
    for (const type of DESIGN_PRODUCT_TYPES.filter((t) => t !== 'tshirts')) {
      expect(designSizes(type)).toEqual([]);
    }
    // A key every object has is no product type with sizes.
    expect(designSizes('constructor' as never)).toEqual([]);
  });

  it.each(ADULT_SIZES)('accepts a T-shirt in %s and keeps the size', (size) => {
    expect(customDesignDataSchema.parse({ ...tee, size })).toEqual({ ...tee, size });
  });

  it('accepts the other product types without a size', () => {
    for (const productType of DESIGN_PRODUCT_TYPES.filter((t) => t !== 'tshirts')) {
      expect(customDesignDataSchema.safeParse({ ...cap, productType }).success).toBe(true);
    }
  });

  it('asks for the size of a T-shirt, naming the field', () => {
    expect(problems(customDesignDataSchema, tee)).toEqual([
      'size: size is required for tshirts: one of XS, S, M, L, XL, XXL',
    ]);
    expect(DESIGN_SIZE_MESSAGES.required).toBe(
      'size is required for tshirts: one of XS, S, M, L, XL, XXL',
    );
  });

  it('refuses a size for a product type that has none', () => {
    expect(problems(customDesignDataSchema, { ...cap, size: 'M' })).toEqual([
      'size: size is only chosen for tshirts: a caps design has no size',
    ]);
    expect(
      problems(customDesignDataSchema, { ...cap, productType: 'dogtags', size: 'XS' }),
    ).toEqual(['size: size is only chosen for tshirts: a dogtags design has no size']);
  });

  it.each([['XXXL'], ['m'], [' M'], [''], [3], [true], [['M']], [{ size: 'M' }]])(
    'refuses the size %p',
    (size) => {
      expect(problems(customDesignDataSchema, { ...tee, size })).toEqual([
        'size: size must be one of: XS, S, M, L, XL, XXL',
      ]);
    },
  );

  it('says nothing of the size when the product type itself is unknown', () => {
    expect(problems(customDesignDataSchema, { ...tee, productType: 'mugs', size: 'M' })).toEqual([
      'productType: productType must be one of: tshirts, caps, books, pendants, necklace, dogtags',
    ]);
  });

  it('holds the cart request to the same rule', () => {
    const body = {
      sessionId: 'session_1765000000000_abcdefghijklmnopqrstuv',
      isCustomDesign: true,
    };
    const request = (customDesignData: unknown) => ({
      ...body,
      customProductName: 'Custom T-Shirt',
      customDesignData,
    });
    expect(addCustomDesignToCartSchema.safeParse(request({ ...tee, size: 'M' })).success).toBe(
      true,
    );
    expect(problems(addCustomDesignToCartSchema, request(tee))).toEqual([
      'customDesignData.size: size is required for tshirts: one of XS, S, M, L, XL, XXL',
    ]);
    expect(problems(addCustomDesignToCartSchema, request({ ...cap, size: 'L' }))).toEqual([
      'customDesignData.size: size is only chosen for tshirts: a caps design has no size',
    ]);
    // The object's own error is still the request's.
    expect(problems(addCustomDesignToCartSchema, request(undefined))).toEqual([
      'customDesignData: customDesignData is required',
    ]);
  });

  it('reads back a T-shirt designed before sizes existed', () => {
    expect(storedDesignDataSchema.parse(tee)).toEqual(tee);
    expect(storedDesignDataSchema.parse({ ...tee, size: 'L' })).toEqual({ ...tee, size: 'L' });
  });

  it('tells JSON Schema the sizes, and that a size is not always asked for', () => {
    const json = z.toJSONSchema(customDesignDataSchema, { io: 'input' }) as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(json.required).toEqual(['productType', 'category']);
    expect(json.properties.size).toMatchObject({ enum: [...ADULT_SIZES] });
  });
});

describe('the name of a custom piece', () => {
  it('shows the size after the piece, as a catalogue line shows its variant', () => {
    const data = {
      productType: 'tshirts',
      category: 'love-is',
      selectedDesign: 'Thorny Love',
    } as const;
    expect(customDesignName({ ...data, size: 'M' })).toBe(
      'Custom T-Shirt - Love Is (Thorny Love) — M',
    );
    expect(customPieceName({ ...data })).toBe('Custom T-Shirt - Love Is (Thorny Love)');
  });

  it('is just the piece without a size', () => {
    expect(customDesignName({ productType: 'tshirts', category: 'inner-beauty' })).toBe(
      'Custom T-Shirt - Inner Beauty',
    );
    expect(
      customDesignName({ productType: 'caps', category: 'love-is', selectedDesign: 'Rose Peace' }),
    ).toBe('Custom Cap - Love Is (Rose Peace)');
  });
});
