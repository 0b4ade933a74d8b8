import { Resvg } from '@resvg/resvg-js';
import { BLOG_SEEDS } from '../database/seed/blog.data';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import { renderBlogImage } from './blog-art';
import { CARD_FONT, embedSvg, wrapWords } from './card-parts';
import { CARD_RENDER_OPTIONS, svgToPng } from './card-png';
import { renderProductCatalog } from './product-catalog-art';
import { blogCard, productCard, siteCard } from './social-card';
import { svgProblems } from './svg-check';

const pictures = renderProductCatalog(PRODUCT_SEEDS);
const [product] = PRODUCT_SEEDS;
const post = BLOG_SEEDS[0];
const productArt = pictures.get(product.slug) ?? '';
const blogArt = renderBlogImage(post.slug, post.title) ?? '';
const site = siteCard(
  (['inner-beauty', 'life-happens', 'love-is'] as const).map((collection) => ({
    collection,
    art: pictures.get(PRODUCT_SEEDS.find((p) => p.collection === collection)?.slug ?? '') ?? '',
  })),
);

function ids(svg: string): string[] {
  return [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
}

describe('social cards', () => {
  it('are well-formed 1200 x 630 SVG, each id once, every reference to one of them', () => {
    for (const card of [productCard(product, productArt), blogCard(post, blogArt), site]) {
      expect(svgProblems(card)).toEqual([]);
      expect(card).toContain('viewBox="0 0 1200 630"');
      const own = ids(card);
      expect(new Set(own).size).toBe(own.length);
      for (const [, ref] of card.matchAll(/url\(#([^)]+)\)/g)) expect(own).toContain(ref);
    }
  });

  it('carry the name or title, escaped, and the shop', () => {
    const card = productCard({ name: 'Calm & <Kind>', collection: 'love-is' }, productArt);
    expect(card).toContain('Calm &amp; &lt;Kind&gt;');
    expect(card).toContain('LOVE IS COLLECTION');
    expect(blogCard(post, blogArt)).toContain('Healing Shop');
  });

  it('compose one picture of each collection on the site card', () => {
    expect(site.match(/<svg x=/g)).toHaveLength(3);
    expect(site).toContain('Your healing space');
  });
});

describe('embedSvg', () => {
  it('places a picture in a box, its ids and references renamed', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20" role="img">' +
      '<title>T</title><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>';
    expect(embedSvg(svg, { x: 1, y: 2, width: 80, height: 40 }, 'p-', 'slice')).toBe(
      '<svg x="1" y="2" width="80" height="40" viewBox="0 0 40 20" preserveAspectRatio="xMidYMid slice">' +
        '<defs><linearGradient id="p-g"/></defs><rect fill="url(#p-g)"/><use href="#p-g"/></svg>',
    );
  });

  it('refuses something that is not a whole document', () => {
    expect(() => embedSvg('<g/>', { x: 0, y: 0, width: 1, height: 1 }, 'p-')).toThrow();
  });
});

describe('wrapWords', () => {
  it('breaks between words', () => {
    expect(wrapWords('Messy & Marvelous Bib', 16, 3)).toEqual(['Messy &', 'Marvelous Bib']);
    expect(wrapWords('  Calm  ', 16, 3)).toEqual(['Calm']);
  });

  it('ends what does not fit with an ellipsis', () => {
    expect(wrapWords('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapWords('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });
});

describe('rendering', () => {
  it('draws text with the font shipped in the npm package, no system font', () => {
    const text = (family: string) =>
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">' +
      `<text x="5" y="30" font-family="${family}" font-size="28">Heal</text></svg>`;
    for (const family of [CARD_FONT, "Georgia,'Times New Roman',serif"]) {
      const { pixels } = new Resvg(text(family), CARD_RENDER_OPTIONS).render();
      const inked = pixels.filter((_, i) => i % 4 === 3 && pixels[i] > 0).length;
      expect(inked).toBeGreaterThan(100);
    }
  });

  it('makes a 1200 x 630 PNG', async () => {
    const png = await svgToPng(productCard(product, productArt));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
