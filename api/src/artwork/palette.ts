/** The shop's calm, healing palette; every illustration draws from it. */
export const COLORS = {
  sage: '#7C9A82',
  deepSage: '#5E7E66',
  mist: '#DDE7DC',
  blush: '#E8B4B8',
  rose: '#C98B8F',
  cream: '#FAF6F0',
  linen: '#EFE6DA',
  plum: '#5B3A58',
  gold: '#D4A857',
  lavender: '#B8A9C9',
  dusk: '#8E7AA8',
  ink: '#2F2A2E',
  white: '#FFFFFF',
} as const;

/** A product's colourway: its own colour, the print on it, and the backdrop of its photo. */
export interface Tone {
  body: string;
  accent: string;
  backdrop: string;
}

const sageCream: Tone = { body: COLORS.sage, accent: COLORS.cream, backdrop: '#E3ECE2' };
const blushPlum: Tone = { body: COLORS.blush, accent: COLORS.plum, backdrop: '#F6E4E3' };
const plumGold: Tone = { body: COLORS.plum, accent: COLORS.gold, backdrop: '#EDE3EC' };
const lavenderCream: Tone = { body: COLORS.lavender, accent: COLORS.cream, backdrop: '#ECE6F3' };
const creamSage: Tone = { body: COLORS.cream, accent: COLORS.deepSage, backdrop: '#E6DCCF' };
const goldInk: Tone = { body: COLORS.gold, accent: COLORS.ink, backdrop: '#F4EAD6' };
const inkBlush: Tone = { body: COLORS.ink, accent: COLORS.blush, backdrop: '#EEE7E2' };
const roseCream: Tone = { body: COLORS.rose, accent: COLORS.cream, backdrop: '#F5E6E3' };
const creamPlum: Tone = { body: COLORS.cream, accent: COLORS.plum, backdrop: '#EEDFE6' };

/** Each collection leans on its own colours, so a page of one collection looks of a piece. */
export const COLLECTION_TONES: Record<string, readonly Tone[]> = {
  'inner-beauty': [lavenderCream, blushPlum, creamPlum, plumGold, goldInk, sageCream],
  'life-happens': [sageCream, creamSage, goldInk, inkBlush, lavenderCream, blushPlum],
  'love-is': [blushPlum, roseCream, plumGold, creamPlum, inkBlush, sageCream],
};
