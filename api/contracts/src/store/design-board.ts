// Each product type drawn as simple shapes on a 1000 x 1000 board, with the area the design is
// printed on. The same path data draws the live preview (canvas Path2D) and the picker's icons
// (SVG), so the two always match.
import type { DesignProductType } from './designs';

export const BOARD_SIZE = 1000;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The largest rect with the image's proportions inside `cell`, centred. */
export function containRect(cell: Rect, width: number, height: number): Rect {
  if (width <= 0 || height <= 0) return cell;
  const scale = Math.min(cell.w / width, cell.h / height);
  const w = width * scale;
  const h = height * scale;
  return { x: cell.x + (cell.w - w) / 2, y: cell.y + (cell.h - h) / 2, w, h };
}

/** Whether `rect` lies wholly within `area` (edges touching count), give or take rounding. */
export function isRectWithin(rect: Rect, area: Rect, slack = 1e-9): boolean {
  return (
    rect.x >= area.x - slack &&
    rect.y >= area.y - slack &&
    rect.x + rect.w <= area.x + area.w + slack &&
    rect.y + rect.h <= area.y + area.h + slack
  );
}

export interface SilhouettePart {
  d: string;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  /** Canvas line dash / SVG stroke-dasharray: chains and stitching. */
  dash?: readonly number[];
  /** Holes (a dog tag's) cut by the even-odd rule. */
  evenOdd?: boolean;
}

export interface Silhouette {
  parts: readonly SilhouettePart[];
  /** Where the design goes; a circle's rect is its bounding square. */
  print: Rect;
  printShape: 'rect' | 'circle';
}

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}` +
    `A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}` +
    `V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`
  );
}

const FABRIC_LINE = '#D9CBC0';
const GOLD = '#C9A35B';
const SILVER = '#9AA1AA';

export const SILHOUETTES: Record<DesignProductType, Silhouette> = {
  tshirts: {
    parts: [
      {
        d: 'M380 150Q500 230 620 150L780 190L930 360L830 450L760 390V880Q500 905 240 880V390L170 450L70 360L220 190Z',
        fill: '#FFFFFF',
        stroke: FABRIC_LINE,
        lineWidth: 6,
      },
      { d: 'M386 153Q500 248 614 153', stroke: '#E7DBD1', lineWidth: 14 },
      { d: 'M245 385Q236 290 226 200M755 385Q764 290 774 200', stroke: '#EADFD5', lineWidth: 4 },
    ],
    print: { x: 330, y: 290, w: 340, h: 520 },
    printShape: 'rect',
  },
  caps: {
    parts: [
      {
        d: 'M149 646C149 306 325 189 500 189C675 189 851 306 851 646Z',
        fill: '#F6F0EA',
        stroke: FABRIC_LINE,
        lineWidth: 6,
      },
      {
        d: 'M500 192C383 224 301 412 287 643M500 192C617 224 699 412 713 643',
        stroke: '#E3D6CC',
        lineWidth: 4,
      },
      { d: circle(500, 187, 22), fill: '#D9CBC0' },
      {
        d: 'M91 640Q500 575 909 640Q933 727 816 757Q500 698 184 757Q67 727 91 640Z',
        fill: '#EADFD5',
        stroke: '#D0C0B3',
        lineWidth: 6,
      },
    ],
    print: { x: 320, y: 300, w: 360, h: 300 },
    printShape: 'rect',
  },
  books: {
    parts: [
      { d: roundedRect(270, 120, 520, 780, 20), fill: '#FFFFFF', stroke: '#E0D4CA', lineWidth: 5 },
      {
        d: roundedRect(240, 100, 520, 780, 20),
        fill: '#FBF4EE',
        stroke: FABRIC_LINE,
        lineWidth: 6,
      },
      { d: 'M240 120Q240 100 260 100H300V880H260Q240 880 240 860Z', fill: '#9A4658' },
      { d: 'M314 100V880', stroke: '#EADCCF', lineWidth: 4 },
    ],
    print: { x: 345, y: 175, w: 375, h: 630 },
    printShape: 'rect',
  },
  pendants: {
    parts: [
      {
        d: 'M300 30Q380 185 472 258M700 30Q620 185 528 258',
        stroke: GOLD,
        lineWidth: 8,
        dash: [22, 10],
      },
      { d: circle(500, 265, 34), stroke: GOLD, lineWidth: 14 },
      { d: circle(500, 570, 275), fill: '#EBD29C', stroke: '#B98E3F', lineWidth: 8 },
      { d: circle(500, 570, 248), stroke: '#F6E6C2', lineWidth: 6 },
    ],
    print: { x: 270, y: 340, w: 460, h: 460 },
    printShape: 'circle',
  },
  necklace: {
    parts: [
      {
        d: 'M170 30C170 360 330 530 478 545M830 30C830 360 670 530 522 545',
        stroke: '#A7ADB5',
        lineWidth: 6,
      },
      { d: circle(500, 556, 24), stroke: '#A7ADB5', lineWidth: 10 },
      { d: circle(500, 775, 200), fill: '#E6E9ED', stroke: SILVER, lineWidth: 8 },
      { d: circle(500, 775, 176), stroke: '#F7F8FA', lineWidth: 5 },
    ],
    print: { x: 330, y: 605, w: 340, h: 340 },
    printShape: 'circle',
  },
  dogtags: {
    parts: [
      {
        d: `${roundedRect(300, 200, 400, 700, 120)}${circle(500, 272, 26)}`,
        fill: '#DCDFE4',
        stroke: SILVER,
        lineWidth: 8,
        evenOdd: true,
      },
      { d: roundedRect(322, 222, 356, 656, 100), stroke: '#F1F2F5', lineWidth: 4 },
      {
        d: 'M500 272C430 200 380 120 360 30M500 272C570 200 620 120 640 30',
        stroke: '#858C96',
        lineWidth: 14,
        dash: [0, 24],
      },
    ],
    print: { x: 345, y: 340, w: 310, h: 500 },
    printShape: 'rect',
  },
};
