import { DESIGN_TEMPLATES, PRODUCT_KINDS } from '@healing/contracts';
import { BLOG_SEEDS } from '../database/seed/blog.data';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import { BLOG_SCENES, renderBlogImage } from './blog-art';
import { renderDesign } from './design-art';
import { MOTIFS } from './motifs';
import { COLLECTION_TONES } from './palette';
import { renderProduct } from './product-art';
import { renderProductCatalog } from './product-catalog-art';
import { svgProblems } from './svg-check';

/** A picture's word is drawn as outlines (lettering.ts): about half of its bytes, a third compressed. */
const MAX_BYTES = 10 * 1024;
const EXTERNAL = /(href|src)="(?!#)|url\((?!#)/;

describe('product pictures', () => {
  const pictures = renderProductCatalog(PRODUCT_SEEDS);

  it('draws every product, each one different', () => {
    expect([...pictures.keys()]).toEqual(PRODUCT_SEEDS.map((p) => p.slug));
    expect(new Set(pictures.values()).size).toBe(PRODUCT_SEEDS.length);
  });

  it('makes small, well-formed, self-contained SVG', () => {
    for (const [slug, svg] of pictures) {
      expect({ slug, problems: svgProblems(svg) }).toEqual({ slug, problems: [] });
      expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
      expect(svg).not.toMatch(EXTERNAL);
    }
  });

  it('names the product in the picture, escaped', () => {
    expect(pictures.get('messy-and-marvelous-bib')).toContain(
      '<title>Messy &amp; Marvelous Bib</title>',
    );
  });

  it.each(PRODUCT_KINDS)('can draw a %s with every motif', (kind) => {
    for (const motif of MOTIFS) {
      const svg = renderProduct(
        { slug: 's', name: 'n', kind, collection: 'love-is', motif, word: 'Heal' },
        COLLECTION_TONES['love-is'][0],
      );
      expect(svgProblems(svg)).toEqual([]);
    }
  });

  it('draws a motif as an outline too (coloring books)', () => {
    const book = PRODUCT_SEEDS.find((p) => p.kind === 'coloring-book');
    expect(pictures.get(book?.slug ?? '')).toContain('fill="none" stroke="#2F2A2E"');
  });
});

describe('design template pictures', () => {
  const designs = DESIGN_TEMPLATES.map(renderDesign);

  it('draws all 31 templates, each one different and lettered with its theme', () => {
    expect(new Set(designs).size).toBe(31);
    DESIGN_TEMPLATES.forEach((template, i) => {
      const theme = template.name.replace(/^(Thorny|Rose) /, '');
      expect(designs[i].toLowerCase()).toContain(`<path aria-label="${theme.toLowerCase()}"`);
      expect(svgProblems(designs[i])).toEqual([]);
      expect(Buffer.byteLength(designs[i])).toBeLessThan(MAX_BYTES);
    });
  });

  it('gives Thorny and Rose templates of one theme different looks', () => {
    const thorny = renderDesign({ id: 'li-love', collection: 'love-is', name: 'Thorny Love' });
    const rose = renderDesign({ id: 'li-love2', collection: 'love-is', name: 'Rose Love' });
    expect(thorny).not.toEqual(rose.replace('Rose Love', 'Thorny Love'));
  });
});

describe('blog pictures', () => {
  it('has a scene for every seeded post', () => {
    for (const post of BLOG_SEEDS) {
      expect(BLOG_SCENES[post.slug]).toBeDefined();
      const svg = renderBlogImage(post.slug, post.title) ?? '';
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).not.toMatch(EXTERNAL);
      expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
    }
  });

  it('has nothing for an unknown post', () => {
    expect(renderBlogImage('nope', 'Nope')).toBeUndefined();
  });
});

describe('svgProblems', () => {
  it('spots broken markup', () => {
    const root = '<svg xmlns="http://www.w3.org/2000/svg">';
    expect(svgProblems(`${root}<g></svg>`)).not.toEqual([]);
    expect(svgProblems(`${root}<path d="" d=""/></svg>`)).toEqual(['repeated attribute in <path>']);
    expect(svgProblems(`${root}<text>a & b</text></svg>`)).toEqual(['bad text "a & b"']);
    expect(svgProblems(`${root}<text>a &amp; b</text></svg>`)).toEqual([]);
  });
});
