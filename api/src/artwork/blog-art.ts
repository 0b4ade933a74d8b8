import { drawMotif, type Motif } from './motifs';
import { COLORS } from './palette';
import { svgDocument } from './svg';

type Placed = [motif: Motif, x: number, y: number, size: number, fill: string];

/** A calm landscape behind each post: sky, a sun or moon, two hills and the post's motifs. */
interface Scene {
  sky: [string, string];
  orb: 'sun' | 'moon';
  orbAt: [number, number];
  hills: [string, string];
  motifs: Placed[];
  birds?: boolean;
  stars?: boolean;
  path?: boolean;
}

export const BLOG_SCENES: Record<string, Scene> = {
  'five-minute-grounding-practices': {
    sky: ['#F6DCC8', COLORS.cream],
    orb: 'sun',
    orbAt: [600, 150],
    hills: ['#A9BFA8', COLORS.sage],
    motifs: [['leaf', 220, 220, 170, COLORS.deepSage]],
    birds: true,
  },
  'the-psychology-of-journaling': {
    sky: ['#EDE6F3', COLORS.cream],
    orb: 'sun',
    orbAt: [640, 120],
    hills: ['#D6CCE2', COLORS.lavender],
    motifs: [
      ['book', 250, 250, 190, COLORS.plum],
      ['feather', 330, 150, 110, COLORS.dusk],
    ],
  },
  'healing-is-not-linear': {
    sky: ['#E3ECE2', COLORS.cream],
    orb: 'sun',
    orbAt: [560, 140],
    hills: ['#A9BFA8', COLORS.deepSage],
    motifs: [['butterfly', 220, 170, 120, COLORS.plum]],
    path: true,
    birds: true,
  },
  'loving-someone-who-is-hurting': {
    sky: ['#F6E0E1', COLORS.cream],
    orb: 'sun',
    orbAt: [650, 130],
    hills: [COLORS.blush, COLORS.rose],
    motifs: [
      ['heart', 320, 210, 160, COLORS.plum],
      ['heart', 430, 240, 130, COLORS.rose],
    ],
  },
  'grief-has-no-timeline': {
    sky: ['#3E2A3D', COLORS.dusk],
    orb: 'moon',
    orbAt: [600, 120],
    hills: ['#6E5A86', '#4A3148'],
    motifs: [['candle', 230, 300, 150, COLORS.cream]],
    stars: true,
  },
  'the-story-behind-love-is': {
    sky: ['#F3DADD', COLORS.cream],
    orb: 'sun',
    orbAt: [620, 140],
    hills: ['#D9A4A9', COLORS.plum],
    motifs: [
      ['thorn', 250, 220, 220, COLORS.plum],
      ['rose', 380, 250, 110, COLORS.rose],
    ],
  },
  'coloring-as-meditation': {
    sky: ['#F4EAD6', COLORS.cream],
    orb: 'sun',
    orbAt: [630, 130],
    hills: [COLORS.lavender, COLORS.dusk],
    motifs: [
      ['flower', 200, 230, 120, COLORS.rose],
      ['flower', 310, 190, 90, COLORS.gold],
      ['flower', 400, 250, 100, COLORS.sage],
    ],
  },
};

const STARS =
  '<path d="M90 60h.1M180 110h.1M300 50h.1M420 90h.1M500 40h.1M720 70h.1M760 170h.1M380 160h.1M60 170h.1" stroke="#FAF6F0" stroke-width="4" stroke-linecap="round" opacity=".8"/>';
const BIRDS =
  '<path d="M470 110q8-8 16 0q8-8 16 0M520 140q6-6 12 0q6-6 12 0M430 150q5-5 10 0q5-5 10 0" fill="none" stroke="#2F2A2E" stroke-width="2.5" stroke-linecap="round" opacity=".45"/>';
const PATH =
  '<path d="M470 450C380 420 540 390 470 360S420 320 470 300" fill="none" stroke="#FAF6F0" stroke-width="10" stroke-linecap="round" opacity=".75"/>';

function orb(scene: Scene): string {
  const [x, y] = scene.orbAt;
  if (scene.orb === 'moon') {
    return (
      `<circle cx="${x}" cy="${y}" r="70" fill="${COLORS.cream}" opacity=".18" filter="url(#glow)"/>` +
      drawMotif('moon', x, y, 110, { fill: COLORS.cream, cut: scene.sky[0] })
    );
  }
  return (
    `<circle cx="${x}" cy="${y}" r="90" fill="${COLORS.gold}" opacity=".35" filter="url(#glow)"/>` +
    `<circle cx="${x}" cy="${y}" r="54" fill="${COLORS.gold}" opacity=".9"/>`
  );
}

export function renderBlogImage(slug: string, title: string): string | undefined {
  const scene = BLOG_SCENES[slug];
  if (!scene) return undefined;
  const [back, front] = scene.hills;
  const body =
    `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/>` +
    `<stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>` +
    `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter></defs>` +
    `<rect width="800" height="450" fill="url(#sky)"/>${scene.stars ? STARS : ''}${orb(scene)}` +
    `<path d="M0 300C160 250 300 280 420 300S660 250 800 280V450H0Z" fill="${back}"/>` +
    `<path d="M0 362C140 330 280 372 420 352S660 322 800 352V450H0Z" fill="${front}"/>` +
    (scene.path ? PATH : '') +
    (scene.birds ? BIRDS : '') +
    scene.motifs
      .map(([motif, x, y, size, fill]) => drawMotif(motif, x, y, size, { fill, cut: scene.sky[1] }))
      .join('');
  return svgDocument(800, 450, title, body);
}
