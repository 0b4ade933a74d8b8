import type { Paint } from './motifs';
import type { Tone } from './palette';

/** How one kind of product is drawn on the 400 x 400 product photo. */
export interface ProductDrawing {
  /** Path data of the silhouette, filled with the product's colour and softly shaded. */
  body: string;
  /** Overrides the body's fill (a glass jar is not the product's colour). */
  bodyFill?: string;
  bodyOpacity?: number;
  /** Drawn before the body (a chain, a display card, the page block). */
  back?: string;
  /** Details over the body, including the product's lettering. */
  front: string;
  /** Where the motif goes; its paint defaults to the tone's accent on the body. */
  print: { x: number; y: number; size: number; paint?: Paint };
  /** The soft contact shadow under the product. */
  floor: { y: number; width: number };
}

export type DrawKind = (tone: Tone, word: string) => ProductDrawing;

/** Seams, folds and creases: the ink colour, barely there. */
export const SHADE = 'fill="#2F2A2E" fill-opacity=".12"';
export const SEAM = 'fill="none" stroke="#2F2A2E" stroke-opacity=".16" stroke-linecap="round"';
