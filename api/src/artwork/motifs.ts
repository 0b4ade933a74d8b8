import { r1 } from './svg';

export const MOTIFS = [
  'heart',
  'rose',
  'thorn',
  'lotus',
  'flower',
  'leaf',
  'sun',
  'moon',
  'star',
  'sparkle',
  'butterfly',
  'wave',
  'mountain',
  'feather',
  'book',
  'candle',
  'olive',
  'shield',
] as const;
export type Motif = (typeof MOTIFS)[number];

/**
 * `fill` colours the motif; `cut` is the colour of the surface under it, used for inner lines.
 * With `line` the motif is drawn as an outline only (coloring-book pages).
 */
export interface Paint {
  fill: string;
  cut: string;
  line?: boolean;
}

interface Pens {
  /** Attributes of a filled shape. */
  solid: string;
  /** A filled shape with softened corners. */
  rounded: string;
  /** Attributes of a stroke drawn in the motif's colour. */
  stroke: (width: number) => string;
  /** Attributes of an inner line drawn in the surface colour. */
  cut: (width: number) => string;
}

function pens(paint: Paint): Pens {
  const ink = paint.line ? paint.cut : paint.fill;
  const strokeOf = (color: string) => (width: number) =>
    `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  return {
    solid: paint.line ? strokeOf(ink)(4) : `fill="${ink}"`,
    rounded: paint.line
      ? strokeOf(ink)(4)
      : `fill="${ink}" stroke="${ink}" stroke-width="5" stroke-linejoin="round"`,
    stroke: strokeOf(ink),
    cut: strokeOf(paint.line ? ink : paint.cut),
  };
}

function radial(count: number, inner: number, outer: number, offset = 0): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * 2 * Math.PI + offset;
    d += `M${r1(Math.sin(a) * inner)} ${r1(-Math.cos(a) * inner)}L${r1(Math.sin(a) * outer)} ${r1(-Math.cos(a) * outer)}`;
  }
  return d;
}

function starPoints(points: number, outer: number, inner: number): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const a = (i / (points * 2)) * 2 * Math.PI;
    coords.push(`${r1(Math.sin(a) * radius)} ${r1(-Math.cos(a) * radius)}`);
  }
  return `M${coords.join('L')}Z`;
}

export const HEART_PATH =
  'M0 40C-24 24-48 6-48-16C-48-34-33-44-18-40C-9-38-3-31 0-25C3-31 9-38 18-40C33-44 48-34 48-16C48 6 24 24 0 40Z';
const ROSE_HEAD = 'M0-34C14-34 30-24 30-6C30 14 16 28 0 28C-16 28-30 14-30-6C-30-24-14-34 0-34Z';
const ROSE_PETALS =
  'M-12-14C-8-24 10-24 12-12C14-2 2 4-6-2M-26-6C-20 8-8 14 4 12C16 10 24 2 26-8' +
  'M-21-24C-15-16-15-6-19 2M21-24C15-16 15-6 19 2M-2-34C-6-28-4-22 2-20';

/** Leaves alternating along a diagonal stem, each leaning out towards the tip. */
const OLIVE_LEAVES = [0, 1, 2, 3, 4, 5].map((k) => {
  const t = 0.22 + k * 0.13;
  const side = k % 2 === 0 ? 1 : -1;
  const [x, y] = [-42 + 82 * t + side * 12, 44 - 86 * t + side * 11];
  return [r1(x), r1(y), side > 0 ? 80 : 10];
});

const DRAW: Record<Motif, (p: Pens) => string> = {
  heart: (p) =>
    `<path d="${HEART_PATH}" ${p.solid}/><path d="M-30-22C-28-30-20-32-14-30" ${p.cut(4)} opacity=".6"/>`,
  rose: (p) =>
    `<path d="M-4 26C-18 26-34 34-42 48C-24 50-10 42-4 26ZM4 26C18 26 34 34 42 48C24 50 10 42 4 26Z" ${p.solid}/>` +
    `<path d="${ROSE_HEAD}" ${p.solid}/><path d="${ROSE_PETALS}" ${p.cut(4)}/>`,
  thorn: (p) =>
    `<path d="M0-4C-8 18 8 34 0 50" ${p.stroke(5)}/>` +
    `<path d="M-3 12l-12-5 10-5zM3 30l12-3-9-7zM-2 42l-11 1 8-8z" ${p.solid}/>` +
    `<g transform="translate(0 -24) scale(.72)"><path d="${ROSE_HEAD}" ${p.solid}/><path d="${ROSE_PETALS}" ${p.cut(5)}/></g>`,
  lotus: (p) =>
    `<g ${p.rounded}><path d="M0 26C-20 12-40 10-50 16C-40 28-20 32 0 26ZM0 26C20 12 40 10 50 16C40 28 20 32 0 26Z"/>` +
    `<path d="M0 24C-4 2-18-16-38-20C-38 2-22 20 0 24ZM0 24C4 2 18-16 38-20C38 2 22 20 0 24Z"/>` +
    `<path d="M0-40C14-22 15 4 0 24C-15 4-14-22 0-40Z"/></g>` +
    `<path d="M0-30V14M-24-8C-16 4-8 12 0 20M24-8C16 4 8 12 0 20" ${p.cut(3)} opacity=".7"/><path d="M-36 40H36" ${p.stroke(4)}/>`,
  flower: (p) =>
    [0, 60, 120, 180, 240, 300]
      .map((a) => `<ellipse cy="-24" rx="12" ry="22" transform="rotate(${a})" ${p.solid}/>`)
      .join('') + `<circle r="13" ${p.cut(5)}/><circle r="6" ${p.solid}/>`,
  leaf: (p) =>
    `<path d="M-34 38C-40-6-8-40 40-42C42 4 8 38-34 38Z" ${p.solid}/>` +
    `<path d="M-34 38C-6 12 12-8 28-28M-10 14L-12-6M2 2L0-16M-10 14L8 16M2 2L20 4" ${p.cut(3)}/>`,
  sun: (p) => `<circle r="22" ${p.solid}/><path d="${radial(12, 30, 44)}" ${p.stroke(6)}/>`,
  moon: (p) =>
    `<path d="M14-40A42 42 0 1 0 14 40A32 32 0 1 1 14-40Z" ${p.solid}/>` +
    `<g transform="translate(30 -22) scale(.22)"><path d="${starPoints(5, 40, 17)}" ${p.solid}/></g>` +
    `<g transform="translate(38 12) scale(.14)"><path d="${starPoints(5, 40, 17)}" ${p.solid}/></g>`,
  star: (p) => `<path d="${starPoints(5, 46, 20)}" ${p.rounded}/>`,
  sparkle: (p) =>
    `<path d="M0-46C4-8 8-4 46 0C8 4 4 8 0 46C-4 8-8 4-46 0C-8-4-4-8 0-46Z" ${p.solid}/>` +
    `<path d="M30-36l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" ${p.solid}/>`,
  butterfly: (p) => {
    const wings =
      `<path d="M0-4C-10-30-40-46-47-24C-51-8-30 2 0-4Z" ${p.solid}/>` +
      `<path d="M0 2C-22 4-42 18-34 34C-25 46-6 30 0 2Z" ${p.solid}/>`;
    return (
      `${wings}<g transform="scale(-1 1)">${wings}</g><path d="M0-24V26" ${p.cut(6)}/>` +
      `<path d="M0-22C-4-34-10-40-16-42M0-22C4-34 10-40 16-42" ${p.stroke(3)}/>`
    );
  },
  wave: (p) =>
    `<circle cy="-22" r="15" ${p.solid}/>` +
    `<path d="M-48 10C-36-4-24-4-12 10S12 24 24 10 40-4 48 8M-48 32C-36 18-24 18-12 32S12 46 24 32 40 18 48 30" ${p.stroke(7)}/>`,
  mountain: (p) =>
    `<path d="M-50 38L-16-22L0 4L16-30L50 38Z" ${p.rounded}/>` +
    `<path d="M-24-8L-16-22L-8-8M9-18L16-30L24-16" ${p.cut(4)}/><circle cx="36" cy="-36" r="8" ${p.solid}/>`,
  feather: (p) =>
    `<path d="M32-46C-8-42-34 0-30 40C2 36 40 0 32-46Z" ${p.solid}/>` +
    `<path d="M-38 50L24-36M-18 22L-2 20M-8 8L10 6M2-6L20-8M-14 10L-22-4M-2-4L-10-18" ${p.cut(3)}/>`,
  book: (p) =>
    `<path d="M0-18C-14-28-34-30-48-24V28C-34 22-14 22 0 32C14 22 34 22 48 28V-24C34-30 14-28 0-18Z" ${p.solid}/>` +
    `<path d="M0-18V32M-38-10C-28-14-16-14-8-8M-38 4C-28 0-16 0-8 6M38-10C28-14 16-14 8-8M38 4C28 0 16 0 8 6" ${p.cut(3)}/>`,
  candle: (p) =>
    `<circle cy="-28" r="20" ${p.solid} opacity=".25"/><path d="M0-48C12-32 12-20 0-14C-12-20-12-32 0-48Z" ${p.solid}/>` +
    `<path d="M-15-4h30v50h-30z" ${p.solid}/><path d="M0-14V-4M-8 8v28" ${p.cut(3)}/>`,
  olive: (p) =>
    `<path d="M-42 44L40-42" ${p.stroke(4)}/>` +
    OLIVE_LEAVES.map(
      ([x, y, a]) =>
        `<ellipse cx="${x}" cy="${y}" rx="7" ry="16" transform="rotate(${a} ${x} ${y})" ${p.solid}/>`,
    ).join(''),
  shield: (p) =>
    `<path d="M0-48L40-34V-2C40 22 22 38 0 48C-22 38-40 22-40-2V-34Z" ${p.rounded}/>` +
    `<g transform="translate(0 -2) scale(.42)"><path d="${HEART_PATH}" ${p.cut(8)}/></g>`,
};

/** Draws a motif centred on (x, y), about `size` pixels across. */
export function drawMotif(motif: Motif, x: number, y: number, size: number, paint: Paint): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(size / 100)})">${DRAW[motif](pens(paint))}</g>`;
}
