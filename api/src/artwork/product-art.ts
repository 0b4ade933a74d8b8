import type { CollectionSlug, ProductKind } from '@healing/contracts';
import { drawMotif, type Motif } from './motifs';
import type { Tone } from './palette';
import type { DrawKind } from './product-drawing';
import { hashOf, svgDocument } from './svg';
import { OBJECT_SHAPES } from './object-shapes';
import { WEARABLE_SHAPES } from './wearable-shapes';

/** What the artwork needs to know about a product. */
export interface ProductArtSpec {
  slug: string;
  name: string;
  kind: ProductKind;
  collection: CollectionSlug;
  motif: Motif;
  /** The short word printed or engraved on it ('Love', 'Heal', 'Bloom'). */
  word: string;
}

const SHAPES: Partial<Record<ProductKind, DrawKind>> = { ...WEARABLE_SHAPES, ...OBJECT_SHAPES };

const SPARKLE_SPOTS: [number, number][] = [
  [58, 62],
  [342, 74],
  [66, 296],
  [338, 284],
  [300, 40],
  [44, 176],
  [358, 186],
  [104, 30],
];

/** Three small glints on the backdrop, placed per product so no two photos match. */
function sparkles(seed: number): string {
  const step = 1 + ((seed >>> 4) % 3);
  return [0, 1, 2]
    .map((i) => SPARKLE_SPOTS[(seed + i * step) % SPARKLE_SPOTS.length])
    .map(
      ([x, y], i) =>
        `<path transform="translate(${x} ${y}) scale(${(0.7 - i * 0.15).toFixed(2)})" d="M0-12l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="#D4A857" opacity=".5"/>`,
    )
    .join('');
}

export function renderProduct(spec: ProductArtSpec, tone: Tone): string {
  const draw = SHAPES[spec.kind];
  if (!draw) throw new Error(`No drawing for product kind "${spec.kind}"`);
  const d = draw(tone, spec.word);
  const fill = d.bodyFill ?? tone.body;
  const opacity = d.bodyOpacity === undefined ? '' : ` fill-opacity="${d.bodyOpacity}"`;
  const paint = d.print.paint ?? { fill: tone.accent, cut: tone.body };
  const body =
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".72"><stop offset="0" stop-color="#fff"/>` +
    `<stop offset="1" stop-color="${tone.backdrop}"/></radialGradient>` +
    `<linearGradient id="sh" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/>` +
    `<stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#2F2A2E" stop-opacity=".14"/></linearGradient>` +
    `<filter id="soft" x="-30%" y="-100%" width="160%" height="300%"><feGaussianBlur stdDeviation="6"/></filter></defs>` +
    `<rect width="400" height="400" fill="url(#bg)"/>${sparkles(hashOf(spec.slug))}` +
    `<ellipse cx="200" cy="${d.floor.y}" rx="${d.floor.width}" ry="11" fill="#2F2A2E" opacity=".22" filter="url(#soft)"/>` +
    (d.back ?? '') +
    `<path d="${d.body}" fill="none" stroke="#2F2A2E" stroke-opacity=".1" stroke-width="11" stroke-linejoin="round"/>` +
    `<path d="${d.body}" fill="${fill}"${opacity} stroke="${fill}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="${d.body}" fill="url(#sh)"/>` +
    d.front +
    drawMotif(spec.motif, d.print.x, d.print.y, d.print.size, paint);
  return svgDocument(400, 400, spec.name, body);
}
