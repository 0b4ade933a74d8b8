import { FONT_SIZES } from './designs';
import { layoutPreview, MAX_TEXT_LINES, type PreviewInput, wrapWords } from './design-layout';
import { clampPlacement, placedRect, printableArea } from './image-placement';

/** Half an em per character: close enough to a serif's average width. */
const measure = (text: string, fontUnits: number) => text.length * fontUnits * 0.5;

const input = (change: Partial<PreviewInput>): PreviewInput => ({
  productType: 'tshirts',
  hasTemplate: false,
  hasUpload: false,
  text: '',
  fontSize: 'medium',
  textColor: '#DC2626',
  ...change,
});

const inside = (inner: { x: number; y: number; w: number; h: number }, outer: typeof inner) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.w <= outer.x + outer.w + 0.01 &&
  inner.y + inner.h <= outer.y + outer.h + 0.01;

describe('the preview layout', () => {
  it('draws the text in the chosen colour, larger for each larger size', () => {
    const sizes = FONT_SIZES.map(
      (fontSize) => layoutPreview(input({ text: 'Hope', fontSize }), measure).text?.fontUnits ?? 0,
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(4);
    expect(layoutPreview(input({ text: 'Hope' }), measure).text?.color).toBe('#DC2626');
  });

  it('wraps long text into lines that fit the print area', () => {
    const scene = layoutPreview(
      input({ text: 'You are stronger than you know, and loved more than you see' }),
      measure,
    );
    const text = scene.text!;
    expect(text.lines.length).toBeGreaterThan(1);
    expect(text.lines.length).toBeLessThanOrEqual(MAX_TEXT_LINES);
    for (const line of text.lines) {
      expect(measure(line, text.fontUnits)).toBeLessThanOrEqual(scene.print.w);
    }
    expect(text.lines.join(' ')).toBe(
      'You are stronger than you know, and loved more than you see',
    );
  });

  it('shrinks a word too long for the piece rather than cutting it', () => {
    const scene = layoutPreview(
      input({
        productType: 'necklace',
        text: 'Extraordinarilyunbreakable',
        fontSize: 'extra-large',
      }),
      measure,
    );
    expect(scene.text?.lines).toEqual(['Extraordinarilyunbreakable']);
    expect(scene.text!.fontUnits).toBeLessThan(78);
  });

  it('places the template and the upload apart, both above the text', () => {
    for (const text of ['Max', 'You are stronger than you know, and loved more than you see']) {
      const scene = layoutPreview(input({ hasTemplate: true, hasUpload: true, text }), measure);
      expect(scene.art.map((art) => art.kind)).toEqual(['template', 'upload']);
      const [template, upload] = scene.art.map((art) => art.cell);
      const apart = template.x + template.w <= upload.x || template.y + template.h <= upload.y;
      expect(apart).toBe(true);
      expect(Math.max(template.y + template.h, upload.y + upload.h)).toBeLessThanOrEqual(
        scene.text!.top,
      );
      expect(inside(template, scene.print) && inside(upload, scene.print)).toBe(true);
    }
  });

  it('keeps everything inside a round pendant', () => {
    const scene = layoutPreview(
      input({ productType: 'pendants', hasTemplate: true, text: 'Hi' }),
      measure,
    );
    expect(scene.printShape).toBe('circle');
    const { x, y, w } = scene.print;
    const centre = { x: x + w / 2, y: y + w / 2 };
    const cell = scene.art[0].cell;
    for (const [px, py] of [
      [cell.x, cell.y],
      [cell.x + cell.w, cell.y + cell.h],
    ]) {
      expect(Math.hypot(px - centre.x, py - centre.y)).toBeLessThanOrEqual(w / 2 + 0.01);
    }
  });

  it('centres text alone on the piece and leaves a blank piece blank', () => {
    const scene = layoutPreview(input({ text: 'Hope' }), measure);
    const middle = scene.text!.top + scene.text!.lineHeight / 2;
    expect(middle).toBeCloseTo(scene.print.y + scene.print.h / 2, 0);
    expect(layoutPreview(input({ text: '   ' }), measure)).toMatchObject({ art: [], text: null });
  });

  it('wraps greedily by words', () => {
    expect(wrapWords('one two three', 40, 10, measure)).toEqual(['one two', 'three']);
  });
});

describe('the uploaded image in the layout', () => {
  const uploadCell = (change: Partial<PreviewInput>) =>
    layoutPreview(input({ hasUpload: true, ...change }), measure).art.find(
      (art) => art.kind === 'upload',
    )?.cell;

  it('goes where the shopper placed it, the very rectangle of the placement rule', () => {
    const imagePlacement = { x: 0.3, y: 0.7, size: 0.5 };
    for (const uploadAspect of [1, 1.5, 0.75]) {
      const area = printableArea('tshirts');
      expect(
        uploadCell({ imagePlacement, uploadAspect, hasTemplate: true, text: 'Loved' }),
      ).toEqual(placedRect(imagePlacement, area, uploadAspect));
    }
  });

  it('is kept on the area by the same rule when placed off it', () => {
    const area = printableArea('pendants');
    const imagePlacement = { x: 1, y: 0, size: 0.9 };
    expect(uploadCell({ productType: 'pendants', imagePlacement, uploadAspect: 2 })).toEqual(
      placedRect(clampPlacement(imagePlacement, area, 2), area, 2),
    );
  });

  it('without a placement, takes the cell it always had', () => {
    // Under the template, over the text: the lower half of the shirt's art area.
    const scene = layoutPreview(
      input({ hasUpload: true, hasTemplate: true, text: 'Loved' }),
      measure,
    );
    const [template, upload] = scene.art.map((art) => art.cell);
    expect(upload).toEqual({ x: 330, y: template.y + template.h + 18, w: 340, h: template.h });
    expect(upload.y + upload.h).toBeCloseTo(scene.text!.top - 18);
    // Alone, the upload has the whole area, whatever its proportions.
    expect(uploadCell({ uploadAspect: 2 })).toEqual({ x: 330, y: 290, w: 340, h: 520 });
  });
});
