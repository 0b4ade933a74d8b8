import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DESIGN_PRODUCT_TYPES, placedRect, printableArea, SILHOUETTES } from '@healing/contracts';
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

  it("prints the shopper's photo where they placed it, and an unplaced one where it always was", async () => {
    const photo = createCanvas(20, 10);
    const paint = photo.getContext('2d');
    paint.fillStyle = '#FF0000';
    paint.fillRect(0, 0, 20, 10);
    const upload = await photo.encode('png');
    const data = { productType: 'tshirts' as const, category: 'love-is' as const, uploadId: 'x' };
    const { print } = SILHOUETTES.tshirts;
    const { pixelsPerUnit } = proofSize('tshirts');
    /** The proof's alpha at a point of the board. */
    const alphaAt = async (png: Buffer, x: number, y: number) => {
      const image = await loadImage(png);
      const canvas = createCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      const px = Math.round((x - print.x) * pixelsPerUnit);
      const py = Math.round((y - print.y) * pixelsPerUnit);
      return ctx.getImageData(px, py, 1, 1).data[3];
    };

    const imagePlacement = { x: 0.25, y: 0.15, size: 0.4 };
    const placed = await drawDesignPng(
      { data: { ...data, imagePlacement }, upload },
      { mode: 'proof' },
    );
    const rect = placedRect(imagePlacement, printableArea('tshirts'), 2);
    expect(await alphaAt(placed, rect.x + rect.w / 2, rect.y + rect.h / 2)).toBe(255);
    // Just outside the placed rectangle, and the middle of the area, stay bare.
    expect(await alphaAt(placed, rect.x + rect.w / 2, rect.y + rect.h + 4)).toBe(0);
    expect(await alphaAt(placed, print.x + print.w / 2, print.y + print.h / 2)).toBe(0);

    // Unplaced, the photo fills the width of the area, centred: as designs were always drawn.
    const unplaced = await drawDesignPng({ data, upload }, { mode: 'proof' });
    expect(await alphaAt(unplaced, print.x + print.w / 2, print.y + print.h / 2)).toBe(255);
    expect(await alphaAt(unplaced, rect.x + rect.w / 2, rect.y + rect.h / 2)).toBe(0);
  });
});
