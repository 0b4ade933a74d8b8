import * as z from 'zod/mini';
import { addCustomDesignToCartSchema } from './cart';
import { customDesignName, customPieceName } from './custom-design-name';
import { ADULT_SIZES, designSizes } from './design-sizes';
import {
  customDesignDataSchema,
  DESIGN_PREVIEW_VERSION,
  DESIGN_PRODUCT_TYPES,
  DESIGN_SIZE_MESSAGES,
  designPreviewPath,
  designPreviewQuerySchema,
  IMAGE_PLACEMENT_MESSAGES,
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

describe("a design's preview address", () => {
  const design = {
    productType: 'tshirts' as const,
    category: 'love-is' as const,
    size: 'M' as const,
    selectedDesign: 'Rose Love',
    templateId: 'li-love2',
    customText: 'You are enough & more',
    fontSize: 'large' as const,
    textColor: '#D14D72',
    uploadId: '0b5e4c7a-6f1e-4b53-9a8e-3f0d7c2b1a99',
    designImage: 'me.png',
  };

  it('names what the picture shows, in one order, and the painter version', () => {
    const path = designPreviewPath(design);
    const url = new URL(path, 'https://shop.example');
    expect(url.pathname).toBe('/api/designs/preview.png');
    expect([...url.searchParams.keys()]).toEqual([
      'productType',
      'category',
      'templateId',
      'customText',
      'fontSize',
      'textColor',
      'uploadId',
      'v',
    ]);
    expect(url.searchParams.get('customText')).toBe('You are enough & more');
    expect(url.searchParams.get('v')).toBe(DESIGN_PREVIEW_VERSION);
    // The size and the display names change nothing in the picture: the same address.
    const { size: _size, selectedDesign: _name, designImage: _image, ...pictured } = design;
    expect(designPreviewPath(pictured)).toBe(path);
  });

  it('leaves out what the design does not have', () => {
    expect(designPreviewPath({ productType: 'caps', category: 'life-happens' })).toBe(
      `/api/designs/preview.png?productType=caps&category=life-happens&v=${DESIGN_PREVIEW_VERSION}`,
    );
  });

  it('reads back through the query rules as the design it came from', () => {
    const url = new URL(designPreviewPath(design), 'https://shop.example');
    const query = designPreviewQuerySchema.parse(Object.fromEntries(url.searchParams));
    expect(query).toEqual({
      productType: 'tshirts',
      category: 'love-is',
      templateId: 'li-love2',
      customText: 'You are enough & more',
      fontSize: 'large',
      textColor: '#D14D72',
      uploadId: design.uploadId,
      v: DESIGN_PREVIEW_VERSION,
    });
  });

  it('refuses what no design could be', () => {
    expect(
      problems(designPreviewQuerySchema, {
        productType: 'mugs',
        category: 'love-is',
        textColor: 'red',
        uploadId: '../etc/passwd',
        customText: 'x'.repeat(61),
      }),
    ).toEqual([
      'productType: productType must be one of: tshirts, caps, books, pendants, necklace, dogtags',
      'customText: Custom text can be at most 60 characters',
      'textColor: textColor must be a hex colour such as #D14D72',
      'uploadId: uploadId must be the id of an uploaded image',
    ]);
  });
});

describe("where the shopper's image sits", () => {
  const uploadId = '0b5e4c7a-6f1e-4b53-9a8e-3f0d7c2b1a99';
  const placed = {
    productType: 'caps' as const,
    category: 'life-happens' as const,
    uploadId,
    imagePlacement: { x: 0.25, y: 0.8, size: 0.45 },
  };

  it('is kept with the design, from edge to edge and at any size the designer allows', () => {
    expect(customDesignDataSchema.parse(placed)).toEqual(placed);
    for (const imagePlacement of [
      { x: 0, y: 1, size: 0.2 },
      { x: 1, y: 0, size: 1 },
    ]) {
      expect(problems(customDesignDataSchema, { ...placed, imagePlacement })).toEqual([]);
    }
    // Designs stored before placements existed have none.
    expect(problems(customDesignDataSchema, { ...cap, uploadId })).toEqual([]);
  });

  it('refuses a centre off the area and a size the designer does not allow', () => {
    expect(
      problems(customDesignDataSchema, {
        ...placed,
        imagePlacement: { x: -0.1, y: 1.5, size: 1.2 },
      }),
    ).toEqual([
      `imagePlacement.x: ${IMAGE_PLACEMENT_MESSAGES.x}`,
      `imagePlacement.y: ${IMAGE_PLACEMENT_MESSAGES.y}`,
      `imagePlacement.size: ${IMAGE_PLACEMENT_MESSAGES.size}`,
    ]);
    expect(IMAGE_PLACEMENT_MESSAGES.size).toBe(
      'imagePlacement.size must be a number from 0.2 to 1',
    );
    expect(
      problems(customDesignDataSchema, {
        ...placed,
        imagePlacement: { x: 0.5, y: 0.5, size: 0.1 },
      }),
    ).toEqual([`imagePlacement.size: ${IMAGE_PLACEMENT_MESSAGES.size}`]);
  });

  it('refuses what is no finite number', () => {
    expect(
      problems(customDesignDataSchema, {
        ...placed,
        imagePlacement: { x: Number.NaN, y: Number.POSITIVE_INFINITY, size: '0.5' },
      }),
    ).toEqual([
      'imagePlacement.x: imagePlacement.x must be a number from 0 to 1',
      'imagePlacement.y: imagePlacement.y must be a number from 0 to 1',
      `imagePlacement.size: ${IMAGE_PLACEMENT_MESSAGES.size}`,
    ]);
    expect(problems(customDesignDataSchema, { ...placed, imagePlacement: 'top left' })).toEqual([
      'imagePlacement: imagePlacement must be an object with x, y and size',
    ]);
  });

  it('is refused without an upload to place', () => {
    const { uploadId: _upload, ...withoutUpload } = placed;
    expect(problems(customDesignDataSchema, withoutUpload)).toEqual([
      'imagePlacement: imagePlacement places an uploaded image: it is only sent with an uploadId',
    ]);
    // A stored design is read back as it is, never held to the rule.
    expect(storedDesignDataSchema.safeParse(withoutUpload).success).toBe(true);
  });

  it("is part of the picture's address only with an upload, and reads back the same", () => {
    const withPlacement = { ...placed, imagePlacement: { x: 1 / 3, y: 0.5, size: 0.6 } };
    const url = new URL(designPreviewPath(withPlacement), 'https://shop.example');
    expect(url.searchParams.get('imagePlacement')).toBe('0.3333,0.5,0.6');
    expect(
      designPreviewQuerySchema.parse(Object.fromEntries(url.searchParams)).imagePlacement,
    ).toEqual({ x: 0.3333, y: 0.5, size: 0.6 });
    const { uploadId: _upload, ...withoutUpload } = withPlacement;
    expect(designPreviewPath(withoutUpload)).toBe(
      designPreviewPath({ productType: 'caps', category: 'life-happens' }),
    );
  });

  it('is refused in an address when it is no placement', () => {
    for (const imagePlacement of ['0.5,0.5', '0.5,0.5,abc', '1e3,0,0.5']) {
      expect(problems(designPreviewQuerySchema, { ...cap, uploadId, imagePlacement })).toEqual([
        'imagePlacement: imagePlacement must be x,y,size such as 0.5,0.4,0.6',
      ]);
    }
    expect(
      problems(designPreviewQuerySchema, { ...cap, uploadId, imagePlacement: '2,0.5,0.5' }),
    ).toEqual([`imagePlacement.x: ${IMAGE_PLACEMENT_MESSAGES.x}`]);
  });
});
