import {
  clampPlacement,
  DEFAULT_MIN_IMAGE_SIZE,
  defaultPlacement,
  MIN_IMAGE_SIZE,
  placedRect,
  printableArea,
} from './image-placement';
import { isRectWithin } from './design-board';

const shirt = printableArea('tshirts');

describe('placing the uploaded image', () => {
  it('covers a round piece only within the circle: its inscribed square', () => {
    const pendant = printableArea('pendants');
    expect(pendant.w).toBeCloseTo(460 / Math.SQRT2);
    expect(pendant.x + pendant.w / 2).toBeCloseTo(270 + 230);
    expect(shirt).toEqual({ x: 330, y: 290, w: 340, h: 520 });
  });

  it('keeps the size between a fifth of the area and all of it', () => {
    expect(clampPlacement({ x: 0.5, y: 0.5, size: 0.01 }, shirt).size).toBe(MIN_IMAGE_SIZE);
    expect(clampPlacement({ x: 0.5, y: 0.5, size: 3 }, shirt).size).toBe(1);
  });

  it('moves an image that leaves the area back onto it, whatever its proportions', () => {
    for (const aspect of [1, 2, 0.5]) {
      const placement = clampPlacement({ x: -1, y: 2, size: 0.6 }, shirt, aspect);
      const rect = placedRect(placement, shirt, aspect);
      expect(isRectWithin(rect, shirt)).toBe(true);
      expect(rect.x).toBeCloseTo(shirt.x);
      expect(rect.y + rect.h).toBeCloseTo(shirt.y + shirt.h);
    }
  });

  it('leaves a placement already on the area as it is', () => {
    const placement = clampPlacement({ x: 0.1, y: 0.9, size: 0.3 }, shirt, 2);
    expect(clampPlacement(placement, shirt, 2)).toEqual(placement);
  });

  it('starts where the layout put the image, never tiny', () => {
    // The layout's cell beside a template and above text can be a sliver of the area.
    const sliver = { x: 500, y: 300, w: 60, h: 60 };
    const placement = defaultPlacement(sliver, shirt);
    expect(placement.size).toBe(DEFAULT_MIN_IMAGE_SIZE);
    expect(isRectWithin(placedRect(placement, shirt), shirt)).toBe(true);

    // A cell the image fills well keeps its size and centre.
    const half = { x: 330, y: 290, w: 340, h: 251 };
    const roomy = defaultPlacement(half, shirt);
    expect(roomy.size).toBeCloseTo(251 / 340);
    expect(roomy.x).toBeCloseTo(0.5);
    expect(roomy.y).toBeCloseTo(125.5 / 520);
  });
});
