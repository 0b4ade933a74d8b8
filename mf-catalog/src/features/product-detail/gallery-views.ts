/**
 * SPEC.md: four thumbnails of the one product picture. Each frames it differently (the whole
 * piece, then closer looks at the design), so the four are worth clicking.
 */
export interface GalleryView {
  label: string;
  scale: number;
  /** transform-origin: where a closer look is centred. */
  originX: number;
  originY: number;
}

export const GALLERY_VIEWS: readonly GalleryView[] = [
  { label: 'Full view', scale: 1, originX: 50, originY: 50 },
  { label: 'Close-up', scale: 1.5, originX: 50, originY: 50 },
  { label: 'Design detail', scale: 2, originX: 50, originY: 42 },
  { label: 'Texture detail', scale: 2, originX: 62, originY: 62 },
];

export function viewStyle(view: GalleryView) {
  return {
    transform: view.scale === 1 ? undefined : `scale(${view.scale})`,
    transformOrigin: `${view.originX}% ${view.originY}%`,
  };
}
