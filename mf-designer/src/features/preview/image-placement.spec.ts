import { clampPlacement, isRectWithin, placedRect, printableArea } from '@healing/contracts';
import { movePlacement, resizePlacement } from './image-placement';

const shirt = printableArea('tshirts');

describe("the shopper's gestures on their image", () => {
  it('stops a move at the edge of the area', () => {
    const start = { x: 0.5, y: 0.5, size: 0.5 };
    const moved = movePlacement(start, shirt, 1, { dx: -1000, dy: 0 });
    expect(placedRect(moved, shirt).x).toBeCloseTo(shirt.x);
    expect(moved.y).toBe(0.5);
  });

  it('grows about the centre, and slides back from an edge when it would cross it', () => {
    const atEdge = clampPlacement({ x: 0, y: 0.5, size: 0.4 }, shirt);
    const grown = resizePlacement(atEdge, shirt, 1, 0.8);
    expect(grown.size).toBe(0.8);
    expect(isRectWithin(placedRect(grown, shirt), shirt)).toBe(true);
  });
});
