import type { ProductKind } from '@healing/contracts';
import { COLORS } from './palette';
import { SEAM, type DrawKind } from './product-drawing';
import { lettering } from './lettering';
import { roundRect } from './svg';

const tShirt: DrawKind = (tone, word) => ({
  body: 'M142 86L104 100L58 146L94 186L124 166V322Q200 334 276 322V166L306 186L342 146L296 100L258 86Q200 126 142 86Z',
  front:
    `<path d="M142 86Q200 126 258 86M124 166C122 140 114 116 104 100M276 166C278 140 286 116 296 100" ${SEAM} stroke-width="5"/>` +
    lettering(word, 200, 282, { size: 30, maxWidth: 130, fill: tone.accent }),
  print: { x: 200, y: 196, size: 92 },
  floor: { y: 336, width: 130 },
});

/** Three-quarter view: the crown faces the viewer, the bill reaches out to the left. */
const cap: DrawKind = (tone, word) => ({
  body:
    'M118 250C112 170 160 116 224 116C288 116 326 170 322 250Z' +
    'M132 224C96 220 56 230 36 250C50 272 104 276 152 254Z',
  front:
    `<path d="M224 120C196 150 184 200 186 250M224 120C262 146 280 196 282 250" ${SEAM} stroke-width="3"/>` +
    `<path d="M118 250H322" ${SEAM} stroke-width="6"/>` +
    `<path d="M50 252C78 240 108 236 136 238" fill="none" stroke="${tone.accent}" stroke-width="2.5" stroke-dasharray="5 6" opacity=".7"/>` +
    `<circle cx="224" cy="117" r="9" fill="${tone.body}" stroke="#2F2A2E" stroke-opacity=".2" stroke-width="2"/>` +
    lettering(word, 222, 236, { size: 22, maxWidth: 92, fill: tone.accent }),
  print: { x: 222, y: 180, size: 66 },
  floor: { y: 284, width: 150 },
});

const onesie: DrawKind = (tone, word) => ({
  body:
    'M152 92L122 102L86 142L110 172L134 158V252Q134 290 162 300Q176 304 180 332H220' +
    'Q224 304 238 300Q266 290 266 252V158L290 172L314 142L278 102L248 92Q200 124 152 92Z',
  front:
    `<path d="M152 92Q200 124 248 92" ${SEAM} stroke-width="5"/>` +
    `<path d="M162 300Q176 304 180 332M238 300Q224 304 220 332M88 144L110 170M312 144L290 170" fill="none" stroke="${tone.accent}" stroke-width="4" opacity=".7"/>` +
    [186, 200, 214]
      .map((x) => `<circle cx="${x}" cy="322" r="3" fill="${COLORS.linen}"/>`)
      .join('') +
    lettering(word, 200, 256, { size: 24, maxWidth: 104, fill: tone.accent }),
  print: { x: 200, y: 196, size: 72 },
  floor: { y: 342, width: 100 },
});

const bib: DrawKind = (tone, word) => ({
  body: 'M166 104C124 112 102 156 104 212C106 286 148 334 200 334C252 334 294 286 296 212C298 156 276 112 234 104C234 150 166 150 166 104Z',
  front:
    `<path d="M166 106C124 114 104 156 106 212C108 284 148 330 200 330C252 330 292 284 294 212C296 156 276 114 234 106" fill="none" stroke="${tone.accent}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    `<path d="M168 106C160 88 150 76 134 66M232 106C240 88 250 76 266 66" fill="none" stroke="${tone.body}" stroke-width="7" stroke-linecap="round"/>` +
    lettering(word, 200, 296, { size: 26, maxWidth: 120, fill: tone.accent }),
  print: { x: 200, y: 222, size: 80 },
  floor: { y: 346, width: 100 },
});

const patch: DrawKind = (tone, word) => ({
  body: 'M200 86a112 112 0 1 1 0 224a112 112 0 1 1 0-224z',
  front:
    `<circle cx="200" cy="198" r="107" fill="none" stroke="${tone.accent}" stroke-width="9" stroke-dasharray="1.5 2.5"/>` +
    `<circle cx="200" cy="198" r="92" fill="none" stroke="${tone.accent}" stroke-width="2.5" stroke-dasharray="7 6" opacity=".8"/>` +
    lettering(word, 200, 266, { size: 28, maxWidth: 116, fill: tone.accent }),
  print: { x: 200, y: 180, size: 100 },
  floor: { y: 322, width: 110 },
});

const dogTag: DrawKind = (tone, word) => ({
  back: `<path d="M200 152C148 120 150 52 200 44C250 52 252 120 200 152" fill="none" stroke="#B9B2AC" stroke-width="6" stroke-dasharray="0.1 10" stroke-linecap="round"/>`,
  body: roundRect(132, 140, 136, 196, 44),
  front:
    `<path d="${roundRect(144, 152, 112, 172, 34)}" fill="none" stroke="${tone.accent}" stroke-width="2" opacity=".55"/>` +
    `<circle cx="200" cy="166" r="8" fill="${tone.backdrop}"/>` +
    `<circle cx="200" cy="152" r="13" fill="none" stroke="#A9A29C" stroke-width="4"/>` +
    lettering(word, 200, 304, {
      size: 24,
      maxWidth: 96,
      fill: tone.accent,
      italic: false,
      spacing: 1,
    }),
  print: { x: 200, y: 234, size: 70 },
  floor: { y: 346, width: 80 },
});

const jewelry: DrawKind = (_tone, word) => ({
  back:
    `<path d="${roundRect(104, 52, 192, 282, 18)}" fill="${COLORS.white}" fill-opacity=".85" stroke="#2F2A2E" stroke-opacity=".07" stroke-width="2"/>` +
    `<path d="M146 78C140 168 170 232 200 244C230 232 260 168 254 78" fill="none" stroke="${COLORS.gold}" stroke-width="3.5" stroke-dasharray="3 4"/>` +
    `<circle cx="146" cy="76" r="4" fill="#2F2A2E" opacity=".2"/><circle cx="254" cy="76" r="4" fill="#2F2A2E" opacity=".2"/>` +
    lettering(word, 200, 132, { size: 26, maxWidth: 92, fill: COLORS.plum }),
  body: 'M200 246a42 42 0 1 1 0 84a42 42 0 1 1 0-84z',
  front:
    `<circle cx="200" cy="288" r="42" fill="none" stroke="${COLORS.gold}" stroke-width="5"/>` +
    `<circle cx="200" cy="242" r="7" fill="none" stroke="${COLORS.gold}" stroke-width="3.5"/>`,
  print: { x: 200, y: 288, size: 52 },
  floor: { y: 344, width: 110 },
});

export const WEARABLE_SHAPES: Partial<Record<ProductKind, DrawKind>> = {
  't-shirt': tShirt,
  cap,
  'infant-onesie': onesie,
  'infant-bib': bib,
  'iron-on-patch': patch,
  'dog-tag': dogTag,
  jewelry,
};
