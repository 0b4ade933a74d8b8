import { useId } from 'react';

// The shop's palette, as the API's product artwork draws with it (api/src/artwork/palette.ts).
const SKIN = '#E6B595';
const SKIN_SHADE = '#CC9476';
const HAIR = '#4A2E42';
const HAIR_LIGHT = '#75506A';
const SAGE = '#7C9A82';
const DEEP_SAGE = '#5E7E66';
const LINEN = '#EFE6DA';
const BLUSH = '#E8B4B8';
const ROSE = '#C98B8F';
const LAVENDER = '#B8A9C9';
const GOLD = '#D4A857';
const INK = '#2F2A2E';
const PLUM = '#5B3A58';

export const FOUNDER_PORTRAIT_LABEL =
  'Illustrated portrait of Dr. Naomi Ellis, our founder: a smiling woman with dark, wavy shoulder-length hair and a sage cardigan';

interface FounderPortraitProps {
  /** 'arch': head and shoulders, 4:5 (About); 'round': the face, square, for a circle (Books). */
  framing?: 'arch' | 'round';
  className?: string;
}

/**
 * Our founder, drawn in the shop's own artwork style (soft shapes, the product pictures'
 * palette): a real portrait in place of initials, the same on About and Books.
 */
export function FounderPortrait({ framing = 'arch', className }: FounderPortraitProps) {
  const id = useId().replace(/:/g, '');
  const url = (name: string) => `url(#${id}-${name})`;
  return (
    <svg
      viewBox={framing === 'arch' ? '0 0 320 400' : '56 66 208 208'}
      className={className}
      role="img"
      aria-labelledby={`${id}-title`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{FOUNDER_PORTRAIT_LABEL}</title>
      <defs>
        <radialGradient id={`${id}-bg`} cx=".5" cy=".36" r=".8">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset=".65" stopColor="#F6E9E6" />
          <stop offset="1" stopColor="#EFE2EC" />
        </radialGradient>
        <linearGradient id={`${id}-shade`} x1="0" y1="0" x2=".5" y2="1">
          <stop offset="0" stopColor="#FFFFFF" stopOpacity=".28" />
          <stop offset=".55" stopColor="#FFFFFF" stopOpacity="0" />
          <stop offset="1" stopColor={INK} stopOpacity=".12" />
        </linearGradient>
        {/* Washes with soft, uneven edges, like watercolour on paper. */}
        <filter id={`${id}-wash`} x="-20%" y="-20%" width="140%" height="140%">
          <feTurbulence
            type="fractalNoise"
            baseFrequency=".03"
            numOctaves="2"
            seed="7"
            result="noise"
          />
          <feDisplacementMap in="SourceGraphic" in2="noise" scale="18" />
          <feGaussianBlur stdDeviation="2.5" />
        </filter>
        <filter id={`${id}-soft`} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="7" />
        </filter>
      </defs>

      <rect width="320" height="400" fill={url('bg')} />
      <g filter={url('wash')}>
        <circle cx="164" cy="158" r="112" fill={BLUSH} opacity=".42" />
        <circle cx="62" cy="318" r="84" fill={LAVENDER} opacity=".38" />
        <circle cx="272" cy="262" r="74" fill={SAGE} opacity=".3" />
        <circle cx="248" cy="84" r="26" fill={GOLD} opacity=".5" />
      </g>
      <Sprig x={46} y={300} flip={false} />
      <Sprig x={276} y={292} flip />
      <g fill={GOLD} opacity=".6">
        <path transform="translate(64 74) scale(.7)" d="M0-12l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
        <path transform="translate(282 176) scale(.5)" d="M0-12l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
        <path transform="translate(40 200) scale(.45)" d="M0-12l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" />
      </g>

      {/* Hair behind: shoulder-length, in soft waves. */}
      <path
        d="M160 64C114 64 88 98 90 146C92 180 80 200 84 226C88 250 104 262 122 258L140 238H180L198 258C216 262 232 250 236 226C240 200 228 180 230 146C232 98 206 64 160 64Z"
        fill={HAIR}
      />
      {/* Neck and the skin the neckline leaves. */}
      <path d="M141 190V228C132 236 126 242 122 252H198C194 242 188 236 179 228V190Z" fill={SKIN} />
      <path d="M141 198C150 222 170 222 179 198V190H141Z" fill={SKIN_SHADE} opacity=".55" />
      {/* Cream top and the sage cardigan over it. */}
      <path d="M120 252C134 274 186 274 200 252L216 400H104Z" fill={LINEN} />
      <path
        d="M22 400C24 320 58 272 120 250C128 290 136 346 138 400ZM298 400C296 320 262 272 200 250C192 290 184 346 182 400Z"
        fill={SAGE}
      />
      <path
        d="M22 400C24 320 58 272 120 250C128 290 136 346 138 400ZM298 400C296 320 262 272 200 250C192 290 184 346 182 400Z"
        fill={url('shade')}
      />
      <path
        d="M120 250C128 290 136 346 138 400M200 250C192 290 184 346 182 400"
        fill="none"
        stroke={DEEP_SAGE}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M62 318C68 344 72 370 74 400M258 318C252 344 248 370 246 400"
        stroke={DEEP_SAGE}
        strokeWidth="2"
        opacity=".5"
        fill="none"
        strokeLinecap="round"
      />
      {/* A fine gold chain with a small leaf. */}
      <path d="M136 240C146 262 174 262 184 240" fill="none" stroke={GOLD} strokeWidth="1.6" />
      <path d="M160 256C165 260 165 267 160 273C155 267 155 260 160 256Z" fill={GOLD} />

      {/* Face. */}
      <path
        d="M160 90C189 90 208 114 208 150C208 186 186 212 160 212C134 212 112 186 112 150C112 114 131 90 160 90Z"
        fill={SKIN}
      />
      <path
        d="M160 90C189 90 208 114 208 150C208 186 186 212 160 212C134 212 112 186 112 150C112 114 131 90 160 90Z"
        fill={url('shade')}
      />
      <g filter={url('soft')} fill={BLUSH} opacity=".8">
        <ellipse cx="136" cy="174" rx="11" ry="7" />
        <ellipse cx="184" cy="174" rx="11" ry="7" />
      </g>
      {/* Hair in front: a side parting, the fringe swept to one side. */}
      <path
        d="M110 162C102 110 128 80 166 80C200 80 220 108 212 158C208 134 196 116 178 108C164 126 136 134 112 152Z"
        fill={HAIR}
      />
      <path
        d="M114 128C102 160 110 196 100 222C94 238 84 254 90 272C96 286 114 286 118 272C112 262 116 250 120 236C126 212 120 180 120 150ZM206 128C218 160 210 196 220 222C226 238 236 254 230 272C224 286 206 286 202 272C208 262 204 250 200 236C194 212 200 180 200 150Z"
        fill={HAIR}
      />
      <path
        d="M172 88C190 94 202 108 208 126M150 94C136 102 124 116 118 134M112 196C110 214 104 228 98 244M208 196C210 214 216 228 222 244M96 262C98 270 104 276 110 278M224 262C222 270 216 276 210 278"
        fill="none"
        stroke={HAIR_LIGHT}
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".8"
      />
      {/* Closed eyes, a calm smile. */}
      <g fill="none" strokeLinecap="round">
        <path d="M132 140Q142 134 152 139M168 139Q178 134 188 140" stroke={HAIR} strokeWidth="3" />
        <path
          d="M134 156Q142 163 150 156L153 153M170 156Q178 163 186 156M170 156L167 153"
          stroke={INK}
          strokeWidth="2.6"
        />
        <path d="M160 158Q156 170 161 174" stroke={SKIN_SHADE} strokeWidth="2.4" />
        <path d="M148 188Q160 197 172 188" stroke={ROSE} strokeWidth="3.4" />
        <g stroke={PLUM} strokeWidth="1.8" opacity=".8">
          <circle cx="142" cy="158" r="14" />
          <circle cx="178" cy="158" r="14" />
          <path d="M156 156Q160 152 164 156M128 154L116 150M192 154L204 150" />
        </g>
      </g>
    </svg>
  );
}

/** A sage sprig rising behind a shoulder, as on the shop's product pictures. */
function Sprig({ x, y, flip }: { x: number; y: number; flip: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -1 : 1} 1)`} opacity=".85">
      <path d="M0 100C-4 60 0 20 14-30" fill="none" stroke={DEEP_SAGE} strokeWidth="2.5" />
      <g fill={SAGE}>
        <ellipse cx="-8" cy="50" rx="6" ry="15" transform="rotate(-30 -8 50)" />
        <ellipse cx="12" cy="32" rx="6" ry="15" transform="rotate(35 12 32)" />
        <ellipse cx="-2" cy="10" rx="6" ry="14" transform="rotate(-25 -2 10)" />
        <ellipse cx="18" cy="-8" rx="5.5" ry="13" transform="rotate(40 18 -8)" />
        <ellipse cx="12" cy="-28" rx="5" ry="12" transform="rotate(10 12 -28)" />
      </g>
    </g>
  );
}
