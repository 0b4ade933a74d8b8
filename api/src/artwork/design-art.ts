import type { CollectionSlug, DesignTemplate } from '@healing/contracts';
import { drawMotif, type Motif } from './motifs';
import { COLORS } from './palette';
import { lettering } from './lettering';
import { r1, svgDocument } from './svg';

const THEME_MOTIFS: Record<string, Motif> = {
  Love: 'heart',
  Wisdom: 'book',
  Healing: 'lotus',
  Peace: 'olive',
  Blessed: 'sparkle',
  Prayer: 'candle',
  Power: 'mountain',
  'No Fear': 'shield',
};

interface DesignStyle {
  backdrop: string;
  /** The colour right under the motif, for its inner lines. */
  surface: string;
  frame: string;
  motif: string;
  text: string;
  /** The ring around the motif: each style has its own. */
  ring: (color: string) => string;
  upper?: boolean;
}

function around(
  count: number,
  radius: number,
  draw: (x: number, y: number, deg: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const deg = (360 / count) * i;
    const a = (deg * Math.PI) / 180;
    out += draw(150 + Math.sin(a) * radius, 132 - Math.cos(a) * radius, deg);
  }
  return out;
}

const STYLES: Record<'inner-beauty' | 'life-happens' | 'thorny' | 'rose', DesignStyle> = {
  'inner-beauty': {
    backdrop: '#F6E9EC',
    surface: '#FAF4F6',
    frame: COLORS.lavender,
    motif: COLORS.plum,
    text: COLORS.plum,
    ring: (c) =>
      `<circle cx="150" cy="132" r="92" fill="#fff" fill-opacity=".6" stroke="${c}" stroke-width="3"/>` +
      `<circle cx="150" cy="132" r="82" fill="none" stroke="${c}" stroke-width="1.5" stroke-dasharray="2 6"/>` +
      around(4, 92, (x, y) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="5" fill="${COLORS.gold}"/>`),
  },
  'life-happens': {
    backdrop: '#E6EEE4',
    surface: '#F4F7F3',
    frame: COLORS.sage,
    motif: COLORS.deepSage,
    text: COLORS.ink,
    upper: true,
    ring: (c) =>
      `<path d="M66 226V130a84 84 0 0 1 168 0V226Z" fill="#fff" fill-opacity=".55" stroke="${c}" stroke-width="3"/>` +
      `<path d="M54 226H246" stroke="${COLORS.gold}" stroke-width="3" stroke-linecap="round"/>`,
  },
  thorny: {
    backdrop: COLORS.plum,
    surface: COLORS.plum,
    frame: COLORS.sage,
    motif: COLORS.blush,
    text: COLORS.cream,
    ring: (c) =>
      `<circle cx="150" cy="132" r="96" fill="none" stroke="${c}" stroke-width="4"/>` +
      around(
        18,
        96,
        (x, y, deg) =>
          `<path d="M-4 0L0-11L4 0Z" transform="translate(${r1(x)} ${r1(y)}) rotate(${deg})" fill="${c}"/>`,
      ),
  },
  rose: {
    backdrop: '#FBEDEE',
    surface: '#FBEDEE',
    frame: COLORS.rose,
    motif: COLORS.plum,
    text: COLORS.plum,
    ring: (c) =>
      `<circle cx="150" cy="132" r="98" fill="none" stroke="${COLORS.sage}" stroke-width="2.5"/>` +
      around(8, 98, (x, y) => drawMotif('rose', x, y, 30, { fill: c, cut: '#FBEDEE' })),
  },
};

function styleOf(template: DesignTemplate): DesignStyle {
  const collection: CollectionSlug = template.collection;
  if (collection !== 'love-is') return STYLES[collection];
  return template.name.startsWith('Rose') ? STYLES.rose : STYLES.thorny;
}

/** A design template: its theme's motif in the collection's frame, lettered with the theme. */
export function renderDesign(template: DesignTemplate): string {
  const theme = template.name.replace(/^(Thorny|Rose) /, '');
  const style = styleOf(template);
  const word = style.upper ? theme.toUpperCase() : theme;
  const body =
    `<rect width="300" height="300" rx="24" fill="${style.backdrop}"/>` +
    style.ring(style.frame) +
    drawMotif(THEME_MOTIFS[theme] ?? 'heart', 150, 132, 104, {
      fill: style.motif,
      cut: style.surface,
    }) +
    lettering(word, 150, 270, {
      size: 34,
      maxWidth: 230,
      fill: style.text,
      italic: !style.upper,
      spacing: style.upper ? 3 : 0,
    });
  return svgDocument(300, 300, template.name, body);
}
