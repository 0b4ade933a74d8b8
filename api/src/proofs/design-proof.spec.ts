import { loadImage } from '@napi-rs/canvas';
import { DESIGN_PRODUCT_TYPES, SILHOUETTES } from '@healing/contracts';
import { drawDesignPng, proofSize } from './design-proof';
import { PRINT_WIDTH_INCHES, PROOF_DPI } from './print-sizes';

describe('a design proof', () => {
  it("is each product's print area at 300 dpi, in its proportions", () => {
    for (const type of DESIGN_PRODUCT_TYPES) {
      const { print } = SILHOUETTES[type];
      const size = proofSize(type);
      expect(size.width).toBe(PRINT_WIDTH_INCHES[type] * PROOF_DPI);
      expect(Math.abs(size.height / size.width - print.h / print.w)).toBeLessThan(0.001);
    }
  });

  it('draws a pendant proof (a circle) and a board preview at the size asked for', async () => {
    const data = {
      productType: 'pendants' as const,
      category: 'inner-beauty' as const,
      customText: 'Hope',
      templateId: 'ib-love',
    };
    const started = Date.now();
    const proof = await loadImage(await drawDesignPng({ data, upload: null }, { mode: 'proof' }));
    expect({ width: proof.width, height: proof.height }).toEqual({ width: 375, height: 375 });
    const board = await loadImage(
      await drawDesignPng({ data, upload: null }, { mode: { board: 320 } }),
    );
    expect({ width: board.width, height: board.height }).toEqual({ width: 320, height: 320 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
