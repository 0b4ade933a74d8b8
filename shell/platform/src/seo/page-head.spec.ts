import { type PageMeta, pageHeadHtml } from './page-head';

const ORIGIN = 'https://shop.example';

const productMeta: PageMeta = {
  title: 'Gentle Grace Cap',
  description: 'An unstructured cotton cap with an embroidered feather.',
  path: '/product/3',
  image: '/api/images/social/products/3.png',
  type: 'product',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Gentle Grace Cap',
      image: '/api/images/products/gentle-grace-cap.svg',
      offers: { '@type': 'Offer', url: '/product/3', price: '24.99' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Gentle Grace Cap', item: '/product/3' },
      ],
    },
  ],
};

function parse(html: string) {
  const head = document.implementation.createHTMLDocument('').head;
  head.innerHTML = html;
  const content = (selector: string) =>
    [...head.querySelectorAll<HTMLMetaElement>(selector)].map((element) => element.content);
  return {
    head,
    title: [...head.querySelectorAll('title')].map((element) => element.textContent),
    content,
    canonical: [...head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) =>
      link.getAttribute('href'),
    ),
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

describe('pageHeadHtml', () => {
  it("writes a product page's title, description, canonical, social tags and structured data", () => {
    const head = parse(pageHeadHtml(productMeta, ORIGIN));
    expect(head.title).toEqual(['Gentle Grace Cap | Healing Shop']);
    expect(head.content('meta[name="description"]')).toEqual([productMeta.description]);
    expect(head.canonical).toEqual(['https://shop.example/product/3']);
    expect(head.content('meta[property="og:title"]')).toEqual(['Gentle Grace Cap | Healing Shop']);
    expect(head.content('meta[property="og:description"]')).toEqual([productMeta.description]);
    expect(head.content('meta[property="og:type"]')).toEqual(['product']);
    expect(head.content('meta[property="og:url"]')).toEqual(['https://shop.example/product/3']);
    expect(head.content('meta[property="og:site_name"]')).toEqual(['Healing Shop']);
    expect(head.content('meta[property="og:image"]')).toEqual([
      'https://shop.example/api/images/social/products/3.png',
    ]);
    expect(head.content('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(head.content('meta[name="twitter:title"]')).toEqual(['Gentle Grace Cap | Healing Shop']);
    expect(head.content('meta[name="twitter:description"]')).toEqual([productMeta.description]);
    expect(head.content('meta[name="twitter:image"]')).toEqual([
      'https://shop.example/api/images/social/products/3.png',
    ]);
    expect(head.content('meta[name="robots"]')).toEqual([]);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual([
      'Organization',
      'WebSite',
      'Product',
      'BreadcrumbList',
    ]);
  });

  it('marks every element but the title as the page meta', () => {
    const { head } = parse(pageHeadHtml(productMeta, ORIGIN));
    const unmarked = [...head.children].filter(
      (element) => !element.hasAttribute('data-page-meta'),
    );
    expect(unmarked.map((element) => element.tagName)).toEqual(['TITLE']);
  });

  it('writes the addresses in the structured data against the origin', () => {
    const [, , product, breadcrumbs] = parse(pageHeadHtml(productMeta, ORIGIN)).jsonLd;
    expect(product).toMatchObject({
      image: 'https://shop.example/api/images/products/gentle-grace-cap.svg',
      offers: { url: 'https://shop.example/product/3', price: '24.99' },
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { item: 'https://shop.example/' },
        { item: 'https://shop.example/product/3' },
      ],
    });
  });

  it("gives a page without a PNG of its own the site's card", () => {
    for (const image of [undefined, '/api/images/products/cap.svg', 'not a url://']) {
      const head = parse(pageHeadHtml({ ...productMeta, image }, ORIGIN));
      expect(head.content('meta[property="og:image"]')).toEqual([
        'https://shop.example/api/images/social/site.png',
      ]);
      expect(head.content('meta[name="twitter:image"]')).toEqual([
        'https://shop.example/api/images/social/site.png',
      ]);
      expect(head.content('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    }
  });

  it('tells search engines to skip a not-found page', () => {
    const head = parse(
      pageHeadHtml({ title: 'Page not found', description: 'Gone.', notFound: true }, ORIGIN),
    );
    expect(head.content('meta[name="robots"]')).toEqual(['noindex']);
    // No path: no canonical address to claim.
    expect(head.canonical).toEqual([]);
    expect(head.content('meta[property="og:url"]')).toEqual([]);
  });

  it("writes the site's defaults for a page with no meta of its own", () => {
    const head = parse(pageHeadHtml(null, ORIGIN));
    expect(head.title).toEqual([
      'Healing Shop | Healing-themed gifts and apparel, made by a psychologist',
    ]);
    expect(head.content('meta[name="description"]')[0]).toMatch(/^Healing-themed patches/);
    expect(head.canonical).toEqual([]);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('escapes every value, so no text can leave its attribute or element', () => {
    const hostile = '"><script>alert(1)</script>&';
    const html = pageHeadHtml(
      {
        title: hostile,
        description: hostile,
        path: '/blog/1?q="><b>',
        jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
      },
      ORIGIN,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><');
    expect(html).toContain(
      '<title>"&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp; | Healing Shop</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
    expect(html).toContain('"headline":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
    const head = parse(html);
    expect(head.title).toEqual([`${hostile} | Healing Shop`]);
    expect(head.content('meta[name="description"]')).toEqual([hostile]);
    expect(head.jsonLd[2]).toEqual({
      '@type': 'Article',
      headline: '</script><script>alert(1)</script>',
    });
  });
});
