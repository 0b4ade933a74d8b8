import type { ProductKind } from '@healing/contracts';
import { COLORS, type Tone } from './palette';
import { SEAM, SHADE, type DrawKind } from './product-drawing';
import { lettering } from './lettering';
import { roundRect } from './svg';

/** A second colour that reads on the tone's backdrop (cream on cream would vanish). */
function contrast(tone: Tone): string {
  return tone.accent === COLORS.cream ? COLORS.plum : tone.accent;
}

const journal: DrawKind = (tone, word) => ({
  back: `<path d="${roundRect(128, 96, 156, 232, 12)}" fill="#FFFDF8" stroke="#E2D8CA" stroke-width="2"/>`,
  body: roundRect(118, 86, 156, 232, 12),
  front:
    `<path d="M118 98h20v208h-20z" ${SHADE}/><path d="M250 86h9v232h-9z" fill="${contrast(tone)}" opacity=".85"/>` +
    `<path d="M224 316v28l7-6 7 6v-28z" fill="${COLORS.gold}"/>` +
    lettering(word, 196, 266, { size: 28, maxWidth: 100, fill: tone.accent }) +
    `<g transform="translate(312 104) rotate(14)"><rect x="-8" width="16" height="186" rx="8" fill="${contrast(tone)}"/>` +
    `<path d="M-8 184L0 212L8 184Z" fill="#E9DFD2"/><path d="M-2 204L0 212L2 204Z" fill="${COLORS.ink}"/>` +
    `<rect x="-9" y="30" width="18" height="7" rx="2" fill="${COLORS.gold}"/><rect x="-2" y="6" width="4" height="56" rx="2" fill="${COLORS.gold}"/></g>`,
  print: { x: 196, y: 184, size: 84 },
  floor: { y: 340, width: 130 },
});

const crayon = (x: number, y: number, angle: number, color: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect width="92" height="14" rx="3" fill="${color}"/>` +
  `<path d="M92 0l16 7-16 7z" fill="${color}"/><path d="M14 0h7v14h-7zM70 0h7v14h-7z" ${SHADE}/></g>`;

const coloringBook: DrawKind = (tone, word) => ({
  body: roundRect(104, 66, 176, 246, 10),
  front:
    `<path d="${roundRect(120, 114, 144, 150, 8)}" fill="${COLORS.cream}"/>` +
    lettering(word, 192, 100, { size: 26, maxWidth: 140, fill: tone.accent }) +
    crayon(206, 318, -10, COLORS.rose) +
    crayon(218, 332, -4, COLORS.sage) +
    crayon(196, 340, 4, COLORS.gold),
  print: { x: 192, y: 190, size: 108, paint: { fill: COLORS.ink, cut: COLORS.ink, line: true } },
  floor: { y: 338, width: 140 },
});

const book: DrawKind = (tone, word) => ({
  back: `<path d="M262 96L284 110V332L262 318Z" fill="#F3ECE1" stroke="#E0D5C6" stroke-width="2"/>`,
  body: roundRect(124, 86, 140, 234, 4),
  front:
    `<path d="M136 86v234" ${SEAM} stroke-width="4"/>` +
    lettering(word, 198, 146, { size: 28, maxWidth: 110, fill: tone.accent }) +
    `<path d="M170 278h56M182 290h32" fill="none" stroke="${tone.accent}" stroke-width="3" stroke-linecap="round" opacity=".75"/>`,
  print: { x: 198, y: 212, size: 82 },
  floor: { y: 336, width: 110 },
});

const painting: DrawKind = (tone, word) => ({
  back: `<path d="M150 92L200 58L250 92" fill="none" stroke="#9C948C" stroke-width="2"/><circle cx="200" cy="56" r="4" fill="#8A827B"/>`,
  body: roundRect(86, 90, 228, 236, 6),
  front:
    `<path d="M102 106h196v204H102z" fill="${COLORS.cream}"/><path d="M116 120h168v150H116z" fill="${tone.backdrop}"/>` +
    `<path d="M116 232C146 212 184 222 210 234S258 222 284 228V270H116z" fill="${COLORS.sage}" opacity=".55"/>` +
    `<path d="M116 250C150 238 192 252 226 246S266 240 284 250V270H116z" fill="${COLORS.deepSage}" opacity=".6"/>` +
    lettering(word, 200, 296, { size: 17, maxWidth: 150, fill: COLORS.ink }),
  print: {
    x: 200,
    y: 178,
    size: 74,
    paint: { fill: tone.body === COLORS.cream ? COLORS.rose : tone.body, cut: tone.backdrop },
  },
  floor: { y: 344, width: 140 },
});

const wrapped = (x: number, y: number, angle: number, color: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M-12 0l-16-11v22zM12 0l16-11v22z" fill="${color}"/>` +
  `<ellipse rx="17" ry="12" fill="${color}"/><path d="M-8-5q8-5 16 0" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.5" stroke-linecap="round"/></g>`;

const candies: DrawKind = (tone, word) => {
  const colors = [tone.body, COLORS.blush, COLORS.gold, COLORS.lavender, COLORS.sage, tone.body];
  const inside = [
    [160, 176],
    [196, 168],
    [234, 180],
    [176, 204],
    [216, 204],
    [150, 306],
    [188, 312],
    [228, 308],
    [252, 296],
  ]
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="15" fill="${colors[i % colors.length]}"/>`)
    .join('');
  return {
    body: 'M150 128h100v18c22 8 34 28 34 54v96c0 22-14 34-34 34h-100c-20 0-34-12-34-34v-96c0-26 12-46 34-54z',
    bodyFill: COLORS.white,
    bodyOpacity: 0.55,
    front:
      inside +
      `<path d="${roundRect(144, 104, 112, 30, 8)}" fill="${tone.body === COLORS.cream ? COLORS.gold : tone.body}"/>` +
      `<path d="${roundRect(134, 222, 132, 72, 12)}" fill="${COLORS.cream}" stroke="${tone.body}" stroke-width="3"/>` +
      `<path d="M132 168c0-14 6-22 14-28" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>` +
      lettering(word, 200, 282, { size: 20, maxWidth: 110, fill: COLORS.plum }) +
      wrapped(104, 324, -14, COLORS.blush) +
      wrapped(300, 330, 10, tone.body === COLORS.cream ? COLORS.sage : tone.body),
    print: { x: 200, y: 244, size: 32, paint: { fill: COLORS.rose, cut: COLORS.cream } },
    floor: { y: 340, width: 150 },
  };
};

const giftBox: DrawKind = (tone, word) => {
  const ribbon = contrast(tone);
  return {
    body: roundRect(102, 158, 196, 46, 8) + roundRect(116, 200, 168, 130, 6),
    front:
      `<path d="M116 204h168v10H116z" ${SHADE}/><path d="M188 158h24v172h-24z" fill="${ribbon}"/>` +
      `<path d="M200 156C170 118 138 130 150 152C158 166 184 162 200 156ZM200 156C230 118 262 130 250 152C242 166 216 162 200 156Z" fill="${ribbon}"/>` +
      `<path d="M196 160L176 194M204 160L224 194" fill="none" stroke="${ribbon}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="200" cy="156" r="10" fill="${ribbon}" stroke="#2F2A2E" stroke-opacity=".2" stroke-width="2"/>` +
      `<g transform="translate(252 284) rotate(-8)"><path d="M-34-15h52l14 15-14 15h-52z" fill="${COLORS.cream}" stroke="#2F2A2E" stroke-opacity=".15" stroke-width="1.5"/>` +
      `<circle cx="22" r="3" fill="#2F2A2E" opacity=".3"/>${lettering(word, -8, 6, { size: 16, maxWidth: 50, fill: COLORS.plum })}</g>`,
    print: { x: 152, y: 262, size: 56 },
    floor: { y: 342, width: 140 },
  };
};

export const OBJECT_SHAPES: Partial<Record<ProductKind, DrawKind>> = {
  journal,
  'coloring-book': coloringBook,
  book,
  painting,
  candies,
  'gift-box': giftBox,
};
