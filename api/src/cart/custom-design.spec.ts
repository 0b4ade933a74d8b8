import type { CustomDesignData } from '@healing/contracts';
import {
  assertTemplateFits,
  cleanDesignData,
  customDesignPrice,
  previewImage,
} from './custom-design';
import { customDesignName } from '@healing/contracts';

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

  it('previews the upload first, then the template, else nothing', () => {
    const withTemplate = { ...design, templateId: 'lh-peace' };
    expect(previewImage('0b5e', withTemplate)).toBe('/api/uploads/0b5e');
    expect(previewImage(null, withTemplate)).toBe('/api/images/designs/lh-peace.svg');
    expect(previewImage(null, design)).toBeNull();
    expect(previewImage(null, null)).toBeNull();
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
    };
    const data = { ...design, ...nulls } as unknown as CustomDesignData;
    expect(cleanDesignData(data)).toEqual({ productType: 'caps', category: 'life-happens' });
    expect(() => assertTemplateFits(data)).not.toThrow();
  });
});
