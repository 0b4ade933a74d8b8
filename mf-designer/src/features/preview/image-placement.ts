// How the shopper's gestures move and resize their image. The rule that keeps it on the printable
// area (clampPlacement, placedRect, the default) lives in the contracts, beside the layout, so
// the API's cart picture and print proof place the image exactly as the preview did.
import { clampPlacement, type ImagePlacement, type Rect } from '@healing/contracts';

/** The placement moved by a distance in board units, kept on the area. */
export function movePlacement(
  placement: ImagePlacement,
  area: Rect,
  aspect: number,
  { dx, dy }: { dx: number; dy: number },
): ImagePlacement {
  return clampPlacement(
    { ...placement, x: placement.x + dx / area.w, y: placement.y + dy / area.h },
    area,
    aspect,
  );
}

/** The placement at another size, about the same centre, kept on the area. */
export function resizePlacement(
  placement: ImagePlacement,
  area: Rect,
  aspect: number,
  size: number,
): ImagePlacement {
  return clampPlacement({ ...placement, size }, area, aspect);
}
