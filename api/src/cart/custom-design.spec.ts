import { customDesignName, designPreviewPath, type CustomDesignData } from '@healing/contracts';
import {
  assertTemplateFits,
  cleanDesignData,
  customDesignPrice,
  previewImage,
} from './custom-design';

const design: CustomDesignData = { productType: 'caps', category: 'life-happens' };

describe('custom designs', () => {
  it("names the item in SPEC.md's shape, in words", () => {
    expect(customDesignName(design)).toBe('Custom Cap - Life Happens');
    expect(
      customDesignName({
        productType: 'tshirts',
        category: 'love-is',
        selectedDesign: 'Rose Healing',
      }),
    ).toBe('Custom T-Shirt - Love Is (Rose Healing)');
  });

  it('prices every product type from the server table', () => {
    expect(customDesignPrice(design)).toBe('25.00');
  });

  it('accepts only a template of the same collection', () => {
    expect(() => assertTemplateFits({ ...design, templateId: 'lh-peace' })).not.toThrow();
    expect(() => assertTemplateFits(design)).not.toThrow();
    expect(() => assertTemplateFits({ ...design, templateId: 'ib-peace' })).toThrow(
      '"ib-peace" is not a design of the life-happens collection.',
    );
    expect(() => assertTemplateFits({ ...design, templateId: 'lh-nothing' })).toThrow();
  });

  it('previews the designed piece with its template, upload and text, not the raw upload', () => {
    const upload = '0b5e4c7a-6f1e-4b53-9a8e-3f0d7c2b1a99';
    const withTemplate = { ...design, templateId: 'lh-peace', customText: 'Be gentle' };
    expect(previewImage(upload, withTemplate)).toBe(
      designPreviewPath({ ...withTemplate, uploadId: upload }),
    );
    expect(previewImage(upload, withTemplate)).toMatch(
      /^\/api\/designs\/preview\.png\?productType=\w+&category=life-happens&templateId=lh-peace&customText=Be\+gentle&uploadId=0b5e4c7a-[0-9a-f-]+&v=\d+$/,
    );
    // The line's own upload column names the image when the design does not.
    expect(previewImage(null, { ...design, uploadId: upload })).toContain(`uploadId=${upload}`);
    expect(previewImage(null, design)).toBe(designPreviewPath(design));
    expect(previewImage(null, null)).toBeNull();
    // A design its picture's rules would refuse gets no picture rather than a broken one.
    expect(previewImage(null, { ...design, textColor: 'red;x:url(y)' })).toBeNull();
  });

  it("pictures the photo where the shopper put it, and keeps the placement's numbers only", () => {
    const upload = '0b5e4c7a-6f1e-4b53-9a8e-3f0d7c2b1a99';
    const imagePlacement = { x: 0.25, y: 0.75, size: 0.5 };
    const placed = { ...design, uploadId: upload, imagePlacement };
    expect(previewImage(null, placed)).toBe(designPreviewPath(placed));
    expect(previewImage(null, placed)).toContain('imagePlacement=0.25%2C0.75%2C0.5');
    const sent = { ...placed, imagePlacement: { ...imagePlacement, rotate: 90 } };
    expect(cleanDesignData(sent)).toEqual(placed);
  });

  it('keeps only known, non-empty fields and trims the design name', () => {
    expect(
      cleanDesignData({ ...design, selectedDesign: '  ', customText: 'Hi', uploadId: 'ABC' }),
    ).toEqual({ productType: 'caps', category: 'life-happens', customText: 'Hi', uploadId: 'abc' });
  });

  it('keeps the size of a T-shirt', () => {
    const tee: CustomDesignData = { productType: 'tshirts', category: 'love-is', size: 'M' };
    expect(cleanDesignData({ ...tee, selectedDesign: ' Thorny Love ' })).toEqual({
      ...tee,
      selectedDesign: 'Thorny Love',
    });
    expect(cleanDesignData({ productType: 'tshirts', category: 'love-is' })).not.toHaveProperty(
      'size',
    );
  });

  it('treats optional fields sent as null as not sent', () => {
    const nulls = {
      uploadId: null,
      templateId: null,
      customText: null,
      fontSize: null,
      size: null,
      imagePlacement: null,
    };
    const data = { ...design, ...nulls } as unknown as CustomDesignData;
    expect(cleanDesignData(data)).toEqual({ productType: 'caps', category: 'life-happens' });
    expect(() => assertTemplateFits(data)).not.toThrow();
  });
});
