import type { CollectionSlug } from '@healing/contracts';
import { CARD_FONT, embedSvg, textLines, wrapWords, type Box } from './card-parts';
import { drawMotif } from './motifs';
import { COLORS } from './palette';
import { roundRect, svgDocument } from './svg';

/** The size social networks show a link's picture at (Open Graph, X's large card). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

interface CollectionLook {
  title: string;
  /** Text and the frame's shadow. */
  ink: string;
  /** The soft shapes behind everything. */
  wash: string;
}

const LOOKS: Record<CollectionSlug, CollectionLook> = {
  'inner-beauty': { title: 'Inner Beauty', ink: COLORS.plum, wash: '#ECE6F3' },
  'life-happens': { title: 'Life Happens', ink: COLORS.deepSage, wash: '#E3ECE2' },
  'love-is': { title: 'Love Is', ink: COLORS.plum, wash: '#F6E4E3' },
};

const JOURNAL: CollectionLook = { title: 'Journal', ink: COLORS.plum, wash: COLORS.linen };

function backdrop(look: CollectionLook): string {
  return (
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.cream}"/>` +
    `<circle cx="1130" cy="-30" r="250" fill="${look.wash}"/>` +
    `<circle cx="40" cy="650" r="210" fill="${look.wash}"/>` +
    `<circle cx="1060" cy="590" r="90" fill="${COLORS.gold}" opacity=".12"/>`
  );
}

/** A picture in a rounded frame with a soft shadow; `key` keeps its ids apart from others'. */
function framed(svg: string, box: Box, key: string, ink: string, fit?: 'slice'): string {
  const outline = roundRect(box.x, box.y, box.width, box.height, 28);
  return (
    `<defs><clipPath id="${key}-frame"><path d="${outline}"/></clipPath>` +
    `<filter id="${key}-lift" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    `<path d="${roundRect(box.x, box.y + 14, box.width, box.height, 28)}" fill="${ink}" opacity=".16" filter="url(#${key}-lift)"/>` +
    `<g clip-path="url(#${key}-frame)">${embedSvg(svg, box, `${key}-`, fit)}</g>` +
    `<path d="${outline}" fill="none" stroke="${COLORS.white}" stroke-width="6"/>`
  );
}

/** The shop's name beside its lotus, as in the site's header. */
function wordmark(x: number, baseline: number, ink: string, size = 30): string {
  return (
    drawMotif('lotus', x + size * 0.7, baseline - size * 0.35, size * 1.5, {
      fill: COLORS.sage,
      cut: COLORS.cream,
    }) + textLines(['Healing Shop'], x + size * 1.9, baseline, { size, fill: ink, weight: 600 })
  );
}

function label(text: string, x: number, baseline: number, ink: string): string {
  return (
    textLines([text.toUpperCase()], x, baseline, { size: 22, fill: ink, weight: 600 }) +
    `<rect x="${x}" y="${baseline + 18}" width="72" height="5" rx="2.5" fill="${COLORS.gold}"/>`
  );
}

/** A product: its picture on the left, its name and collection on the right. */
export function productCard(
  product: { name: string; collection: CollectionSlug },
  art: string,
): string {
  const look = LOOKS[product.collection];
  const name = wrapWords(product.name, 16, 3);
  const body =
    backdrop(look) +
    framed(art, { x: 70, y: 65, width: 500, height: 500 }, 'art', look.ink) +
    label(`${look.title} collection`, 640, 170, look.ink) +
    textLines(name, 640, 270, { size: 60, lineHeight: 1.15, fill: COLORS.ink, weight: 600 }) +
    wordmark(640, 545, look.ink);
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, `${product.name}, Healing Shop`, body);
}

/** A blog post: its title on the left, its scene on the right. */
export function blogCard(post: { title: string; category: string }, art: string): string {
  const title = wrapWords(post.title, 17, 4);
  const body =
    backdrop(JOURNAL) +
    framed(art, { x: 530, y: 115, width: 610, height: 400 }, 'art', JOURNAL.ink, 'slice') +
    label(post.category, 70, 150, JOURNAL.ink) +
    textLines(title, 70, 245, { size: 48, lineHeight: 1.18, fill: COLORS.ink, weight: 600 }) +
    wordmark(70, 545, JOURNAL.ink);
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, `${post.title}, Healing Shop`, body);
}

/** The shop itself: its name and tagline over one picture from each collection. */
export function siteCard(pictures: readonly { collection: CollectionSlug; art: string }[]): string {
  const size = 290;
  const gap = 50;
  const left = (CARD_WIDTH - pictures.length * size - (pictures.length - 1) * gap) / 2;
  const frames = pictures
    .map(({ collection, art }, i) => {
      const x = left + i * (size + gap);
      const look = LOOKS[collection];
      return (
        framed(art, { x, y: 215, width: size, height: size }, `art${i}`, look.ink) +
        `<text x="${x + size / 2}" y="568" font-family="${CARD_FONT}" font-size="28" ` +
        `font-style="italic" fill="${look.ink}" text-anchor="middle">${look.title}</text>`
      );
    })
    .join('');
  const body =
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.cream}"/>` +
    `<circle cx="150" cy="40" r="230" fill="${LOOKS['inner-beauty'].wash}"/>` +
    `<circle cx="1080" cy="80" r="210" fill="${LOOKS['love-is'].wash}"/>` +
    `<ellipse cx="600" cy="640" rx="520" ry="120" fill="${LOOKS['life-happens'].wash}"/>` +
    drawMotif('lotus', 600, 62, 70, { fill: COLORS.sage, cut: COLORS.cream }) +
    `<text x="600" y="150" font-family="${CARD_FONT}" font-size="68" font-weight="600" ` +
    `fill="${COLORS.plum}" text-anchor="middle">Healing Shop</text>` +
    `<text x="600" y="192" font-family="${CARD_FONT}" font-size="28" font-style="italic" ` +
    `fill="${COLORS.deepSage}" text-anchor="middle">Your healing space</text>` +
    frames;
  return svgDocument(CARD_WIDTH, CARD_HEIGHT, 'Healing Shop: your healing space', body);
}
