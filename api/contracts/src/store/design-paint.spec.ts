import { SILHOUETTES } from './design-board';
import { layoutPreview } from './design-layout';
import { type DesignContext2D, paintPreview } from './design-paint';
import { storedDesignPreviewInput, storedDesignTint } from './design-preview';

/** A context that records what is drawn: each call, and the fill style of each text. */
function recordingContext() {
  const calls: { name: string; args: unknown[]; fillStyle?: unknown }[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args, fillStyle: name === 'fillText' ? ctx.fillStyle : undefined });
    };
  const ctx: DesignContext2D<string, { width: number; height: number }> = {
    fillStyle: '',
    strokeStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    lineWidth: 1,
    lineCap: '',
    lineJoin: '',
    shadowColor: '',
    shadowBlur: 0,
    shadowOffsetY: 0,
    imageSmoothingEnabled: false,
    imageSmoothingQuality: '',
    setTransform: record('setTransform'),
    save: record('save'),
    restore: record('restore'),
    fillRect: record('fillRect'),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    fill: record('fill'),
    stroke: record('stroke'),
    setLineDash: record('setLineDash'),
    beginPath: record('beginPath'),
    arc: record('arc'),
    rect: record('rect'),
    clip: record('clip'),
    fillText: record('fillText'),
    measureText: (text) => ({ width: text.length * 20 }),
    drawImage: record('drawImage'),
  };
  return { ctx, calls };
}

const design = {
  productType: 'tshirts' as const,
  category: 'love-is' as const,
  customText: 'You are enough',
  fontSize: 'large' as const,
  textColor: '#1E40AF',
  templateId: 'li-love2',
};

describe('the design painter', () => {
  it('paints the piece, the artwork and the text in its colour through any 2D context', () => {
    const { ctx, calls } = recordingContext();
    const paths: string[] = [];
    const scene = layoutPreview(storedDesignPreviewInput(design), (text, units) => {
      return text.length * units * 0.5;
    });
    const template = { width: 300, height: 300 };
    paintPreview(
      ctx,
      scene,
      { template, upload: null },
      {
        pixelsPerUnit: 2,
        makePath: (d) => {
          paths.push(d);
          return d;
        },
      },
    );
    expect(calls[0]).toMatchObject({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(paths).toEqual(SILHOUETTES.tshirts.parts.map((part) => part.d));
    expect(calls.filter((call) => call.name === 'drawImage')).toHaveLength(1);
    const texts = calls.filter((call) => call.name === 'fillText');
    expect(texts.map((call) => call.args[0]).join(' ')).toBe('You are enough');
    expect(texts.every((call) => call.fillStyle === '#1E40AF')).toBe(true);
  });

  it('paints only the print area for a proof: no backdrop, no piece, shifted to its corner', () => {
    const { ctx, calls } = recordingContext();
    const print = SILHOUETTES.tshirts.print;
    const scene = layoutPreview(storedDesignPreviewInput(design), (text, units) => {
      return text.length * units * 0.5;
    });
    const makePath = jest.fn((d: string) => d);
    paintPreview(
      ctx,
      scene,
      { template: null, upload: null },
      {
        pixelsPerUnit: 3,
        makePath,
        printOnly: print,
      },
    );
    expect(calls[0]).toMatchObject({
      name: 'setTransform',
      args: [3, 0, 0, 3, -print.x * 3, -print.y * 3],
    });
    expect(makePath).not.toHaveBeenCalled();
    expect(calls.some((call) => call.name === 'fillRect')).toBe(false);
    expect(calls.filter((call) => call.name === 'fillText').length).toBeGreaterThan(0);
  });
});

describe('a stored design as the painter reads it', () => {
  it('has a template only when it is in the catalogue, and the defaults the designer uses', () => {
    expect(storedDesignPreviewInput({ productType: 'caps', category: 'inner-beauty' })).toEqual({
      productType: 'caps',
      hasTemplate: false,
      hasUpload: false,
      text: '',
      fontSize: 'medium',
      textColor: '#DC2626',
    });
    expect(
      storedDesignPreviewInput({ ...design, templateId: 'no-such', customText: '  Hi  ' }),
    ).toMatchObject({ hasTemplate: false, text: 'Hi' });
    expect(storedDesignPreviewInput({ ...design, uploadId: 'x' }, false).hasUpload).toBe(false);
  });

  it("passes on where the shopper put the image, with the image's proportions", () => {
    const imagePlacement = { x: 0.3, y: 0.6, size: 0.5 };
    const placed = { ...design, uploadId: 'x', imagePlacement };
    expect(storedDesignPreviewInput(placed, true, 1.5)).toMatchObject({
      hasUpload: true,
      imagePlacement,
      uploadAspect: 1.5,
    });
    // Without the image at hand there is nothing to place.
    expect(storedDesignPreviewInput(placed, false)).not.toHaveProperty('imagePlacement');
    expect(storedDesignPreviewInput({ ...design, uploadId: 'x' }, true, 2)).not.toHaveProperty(
      'imagePlacement',
    );
  });

  it("tints the backdrop with the template's collection", () => {
    expect(storedDesignTint({ ...design, category: 'inner-beauty' })).toBe('#FBE6EA');
    expect(storedDesignTint({ productType: 'caps', category: 'life-happens' })).toBe('#E4F0E8');
  });
});
