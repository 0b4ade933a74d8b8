import { INITIAL_DESIGN, type Design } from '../../lib/design-model';
import { customDesignName } from '@healing/platform';
import { customDesignData, customDesignItem } from './custom-design-item';

const image = {
  id: '3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
  url: '/api/uploads/3f2a0c1e-8d4b-4a5e-9c7f-2b1d0e6a9f10',
  fileName: 'our-dog.png',
  mimeType: 'image/png',
  sizeBytes: 2048,
};

function design(change: Partial<Design>): Design {
  return { ...INITIAL_DESIGN, ...change };
}

describe('the custom item handed to the cart', () => {
  it('is named as the server names it, in the words a shopper reads', () => {
    expect(customDesignName({ productType: 'caps', category: 'life-happens' })).toBe(
      'Custom Cap - Life Happens',
    );
    expect(customDesignItem(design({ templateId: 'li-healing2' })).customProductName).toBe(
      'Custom T-Shirt - Love Is (Rose Healing)',
    );
  });

  it('names a design with its template and sends the template id', () => {
    const item = customDesignItem(
      design({ productType: 'dogtags', activeCollection: 'love-is', templateId: 'li-love2' }),
    );
    expect(item.customProductName).toBe('Custom Dog Tag - Love Is (Rose Love)');
    expect(item.customDesignData).toEqual({
      productType: 'dogtags',
      category: 'love-is',
      selectedDesign: 'Rose Love',
      fontSize: 'medium',
      textColor: '#DC2626',
      templateId: 'li-love2',
      designImage: 'li-love2',
    });
    expect(item.quantity).toBe(1);
  });

  it('keeps the collection of the chosen template while another tab is open', () => {
    const data = customDesignData(design({ templateId: 'ib-peace', activeCollection: 'love-is' }));
    expect(data.category).toBe('inner-beauty');
  });

  it('sends the trimmed text, its size and colour, and the upload with its file name', () => {
    const data = customDesignData(
      design({
        customText: '  Forever loved  ',
        fontSize: 'extra-large',
        textColor: '#5a4b8a',
        image,
      }),
    );
    expect(data).toEqual({
      productType: 'tshirts',
      category: 'inner-beauty',
      customText: 'Forever loved',
      fontSize: 'extra-large',
      textColor: '#5A4B8A',
      uploadId: image.id,
      designImage: 'our-dog.png',
    });
    expect(customDesignName(data)).toBe('Custom T-Shirt - Inner Beauty');
  });

  it('sends the size of a T-shirt, and names the piece with it', () => {
    const item = customDesignItem(design({ templateId: 'li-love', size: 'M' }));
    expect(item.customDesignData).toMatchObject({ productType: 'tshirts', size: 'M' });
    expect(item.customProductName).toBe('Custom T-Shirt - Love Is (Thorny Love) — M');
  });

  it('sends no size for a product type without sizes, even one chosen for a T-shirt before', () => {
    const data = customDesignData(design({ productType: 'caps', size: 'L' }));
    expect(data).not.toHaveProperty('size');
    expect(customDesignData(design({ size: null }))).not.toHaveProperty('size');
  });

  it('sends where the preview shows the image, so the proof prints it there', () => {
    const shown = { x: 0.5, y: 0.3, size: 0.6 };
    expect(customDesignData(design({ image }), shown)).toMatchObject({
      uploadId: image.id,
      imagePlacement: shown,
    });
    // The preview shows what the shopper moved; before it has drawn, their move is what is sent.
    const moved = { x: 0.2, y: 0.8, size: 0.4 };
    expect(customDesignItem(design({ image, imagePlacement: moved })).customDesignData).toEqual(
      expect.objectContaining({ imagePlacement: moved }),
    );
    expect(
      customDesignData(design({ image, imagePlacement: moved }), shown).imagePlacement,
    ).toEqual(shown);
  });

  it('sends no placement without an image, nor for one not yet drawn', () => {
    expect(
      customDesignData(design({ templateId: 'li-love2' }), { x: 0.5, y: 0.5, size: 0.5 }),
    ).not.toHaveProperty('imagePlacement');
    expect(customDesignData(design({ image }))).not.toHaveProperty('imagePlacement');
  });

  it('leaves out text that is only spaces', () => {
    expect(customDesignData(design({ customText: '   ' }))).not.toHaveProperty('customText');
  });
});
