import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import path from 'node:path';
import { CARD_FONT } from './card-parts';

const FONT_PACKAGE = path.dirname(require.resolve('@expo-google-fonts/fraunces/package.json'));

/**
 * The card's font, from an npm package (TrueType, which resvg reads), never the machine's:
 * the same picture on every server, and no text drawn in a font nobody chose.
 */
export const CARD_FONT_FILES = [
  '400Regular/Fraunces_400Regular.ttf',
  '400Regular_Italic/Fraunces_400Regular_Italic.ttf',
  '600SemiBold/Fraunces_600SemiBold.ttf',
].map((file) => path.join(FONT_PACKAGE, file));

/** Every family the artwork names (Georgia, serif) falls back to the card's font: no other is loaded. */
export const CARD_RENDER_OPTIONS: ResvgRenderOptions = {
  font: {
    loadSystemFonts: false,
    fontFiles: CARD_FONT_FILES,
    defaultFontFamily: CARD_FONT,
    serifFamily: CARD_FONT,
    sansSerifFamily: CARD_FONT,
  },
  fitTo: { mode: 'original' },
  logLevel: 'off',
};

/**
 * Rasterises an SVG at its own size. resvg renders on libuv's thread pool, so a card being drawn
 * (about 0.1 s) does not hold up other requests.
 */
export async function svgToPng(svg: string): Promise<Buffer> {
  return (await renderAsync(svg, CARD_RENDER_OPTIONS)).asPng();
}
