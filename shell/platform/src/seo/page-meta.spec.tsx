import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '../platform-provider';
import { createQueryClient } from '../query-client';
import { NotFoundView } from '../ui/not-found-view';
import { type PageMeta, pageHeadHtml } from './page-head';
import { createPageMetaCollector, type PageMetaCollector } from './page-meta-collector';
import { breadcrumbJsonLd, usePageMeta } from './page-meta';

const product: PageMeta = {
  title: 'Gentle Grace Cap',
  description: 'An unstructured cotton cap.',
  path: '/product/3',
  image: '/api/images/social/products/3.png',
  type: 'product',
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'Product', name: 'Gentle Grace Cap' },
    breadcrumbJsonLd([
      ['Home', '/'],
      ['Gentle Grace Cap', '/product/3'],
    ]),
  ],
};

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return <h1>{meta?.title ?? 'Loading'}</h1>;
}

function drawOnServer(ui: ReactNode, collector?: PageMetaCollector): string {
  return renderToString(
    <PlatformProvider queryClient={createQueryClient()} pageMeta={collector}>
      <MemoryRouter>{ui}</MemoryRouter>
    </PlatformProvider>,
  );
}

/** The head's elements as comparable text: each element's markup, marks and all. */
function headElements(): string[] {
  return [...document.head.children].map((element) => element.outerHTML);
}

/** What the shell's index.html carries, marked as the page meta's. */
const DEFAULT_HEAD = `<meta charset="utf-8"><title>Healing Shop</title>${pageHeadHtml(null, window.location.origin).replace(/<title>.*<\/title>/, '')}<meta name="theme-color" content="#fbf7f2">`;

beforeEach(() => {
  document.head.innerHTML = DEFAULT_HEAD;
});

describe('usePageMeta on the server', () => {
  it('records the meta the page sets while it is drawn', () => {
    const collector = createPageMetaCollector();
    drawOnServer(<Page meta={product} />, collector);
    expect(collector.meta).toEqual(product);
    expect(collector.notFound).toBe(false);
  });

  it('records nothing for a page still without meta, and nothing without a collector', () => {
    const collector = createPageMetaCollector();
    drawOnServer(<Page meta={null} />, collector);
    expect(collector.meta).toBeNull();
    expect(() => drawOnServer(<Page meta={product} />)).not.toThrow();
  });

  it('hears the not-found view say the page is not found', () => {
    const collector = createPageMetaCollector();
    drawOnServer(<NotFoundView />, collector);
    expect(collector.notFound).toBe(true);
    expect(collector.meta).toMatchObject({ robots: 'noindex', notFound: true });
  });

  it('keeps renders apart: each collector hears only its own page', () => {
    const first = createPageMetaCollector();
    const second = createPageMetaCollector();
    drawOnServer(<Page meta={product} />, first);
    drawOnServer(<NotFoundView />, second);
    drawOnServer(<Page meta={{ ...product, title: 'Later' }} />, first);
    expect(first.meta?.title).toBe('Later');
    expect(first.notFound).toBe(false);
    expect(second.meta?.title).toBe('Page not found');
  });
});

describe('usePageMeta in the browser', () => {
  it("takes over the server's head without a duplicate: the same elements, in the same place", () => {
    // What the server sent: the page's head where the defaults were.
    document.head.innerHTML = `<meta charset="utf-8">${pageHeadHtml(product, window.location.origin)}<meta name="theme-color" content="#fbf7f2">`;
    const fromServer = headElements();
    const serverElements = [...document.head.children];

    const view = render(<Page meta={product} />);
    expect(headElements()).toEqual(fromServer);
    // The very elements the server sent: taking over writes nothing to the head.
    expect([...document.head.children]).toEqual(serverElements);
    serverElements.forEach((element, index) => {
      expect(document.head.children[index]).toBe(element);
    });
    expect(document.title).toBe('Gentle Grace Cap | Healing Shop');
    view.unmount();
  });

  it('writes the same head the server writes for the page', () => {
    const view = render(<Page meta={product} />);
    const server = document.implementation.createHTMLDocument('');
    server.head.innerHTML = `<meta charset="utf-8">${pageHeadHtml(product, window.location.origin)}<meta name="theme-color" content="#fbf7f2">`;
    expect(headElements()).toEqual([...server.head.children].map((element) => element.outerHTML));
    view.unmount();
  });

  it("brings the site's defaults back when the page leaves, even after a server-written head", () => {
    document.head.innerHTML = `<meta charset="utf-8">${pageHeadHtml(product, window.location.origin)}<meta name="theme-color" content="#fbf7f2">`;
    const view = render(<Page meta={product} />);
    view.unmount();
    expect(document.title).toBe(
      'Healing Shop | Healing-themed gifts and apparel, made by a psychologist',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
  });

  it('shows the page mounted last, and the one before it again when that one leaves', () => {
    const first = render(<Page meta={product} />);
    const second = render(
      <Page meta={{ title: 'Your Cart', description: 'Cart', robots: 'noindex' }} />,
    );
    expect(document.title).toBe('Your Cart | Healing Shop');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    second.unmount();
    expect(document.title).toBe('Gentle Grace Cap | Healing Shop');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    first.unmount();
  });

  it('follows the meta as it changes', () => {
    const view = render(<Page meta={null} />);
    expect(document.title).toBe('Healing Shop');
    view.rerender(<Page meta={product} />);
    expect(document.title).toBe('Gentle Grace Cap | Healing Shop');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(4);
    view.unmount();
  });
});
