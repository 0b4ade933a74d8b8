// What link previews and crawlers read: the page's own head in the server's HTML, before any
// script runs (title, description, canonical, Open Graph and Twitter tags with a PNG card,
// JSON-LD), a 404 for what does not exist, and the same head, without duplicates, once the app
// has taken the page over.
import type { APIRequestContext, Page } from '@playwright/test';
import type { BlogPostSummaryDto } from '@healing/contracts';
import { products } from './support/shop';
import { API_URL, SHOP_URL } from './support/site';
import { expect, test } from './support/test';

/** A page-meta element of the head: its kind, its key (name, property, JSON-LD type) and value. */
interface HeadEntry {
  tag: 'title' | 'meta' | 'link' | 'script';
  key: string;
  value: string;
}

const PAGE_META_KEY = /^(description|robots|og:.+|twitter:.+)$/i;
const HEAD_ELEMENT =
  /<title\b[^>]*>([\s\S]*?)<\/title\s*>|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<(meta|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function attributesOf(inside: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of inside.matchAll(ATTRIBUTE)) {
    found.set(name.toLowerCase(), decode(double ?? single ?? bare ?? ''));
  }
  return found;
}

function jsonLdType(text: string): string {
  const data = JSON.parse(text) as { '@type'?: unknown };
  return String(data['@type']);
}

/** The page-meta elements of an HTML page's head, as the server sent them. */
function serverHead(html: string): HeadEntry[] {
  const head = html.slice(0, html.search(/<\/head\s*>/i));
  const entries: HeadEntry[] = [];
  for (const [, title, scriptAttributes, script, tag, tagAttributes] of head.matchAll(
    HEAD_ELEMENT,
  )) {
    if (title !== undefined) {
      entries.push({ tag: 'title', key: 'title', value: decode(title) });
    } else if (scriptAttributes !== undefined) {
      if (attributesOf(scriptAttributes).get('type') === 'application/ld+json') {
        entries.push({ tag: 'script', key: jsonLdType(script), value: script.trim() });
      }
    } else if (tag.toLowerCase() === 'link') {
      const attributes = attributesOf(tagAttributes);
      if (attributes.get('rel') === 'canonical') {
        entries.push({ tag: 'link', key: 'canonical', value: attributes.get('href') ?? '' });
      }
    } else {
      const attributes = attributesOf(tagAttributes);
      const key = attributes.get('name') ?? attributes.get('property') ?? '';
      if (PAGE_META_KEY.test(key)) {
        entries.push({ tag: 'meta', key, value: attributes.get('content') ?? '' });
      }
    }
  }
  return entries;
}

/** The same elements of the page's head in the browser, as the app left them. */
function browserHead(page: Page): Promise<HeadEntry[]> {
  return page.evaluate((keyPattern) => {
    const isPageMetaKey = new RegExp(keyPattern, 'i');
    const entries: HeadEntry[] = [];
    for (const element of document.head.querySelectorAll(
      'title, meta, link[rel="canonical"], script[type="application/ld+json"]',
    )) {
      if (element instanceof HTMLTitleElement) {
        entries.push({ tag: 'title', key: 'title', value: element.text });
      } else if (element instanceof HTMLScriptElement) {
        const data = JSON.parse(element.text) as { '@type'?: unknown };
        entries.push({ tag: 'script', key: String(data['@type']), value: element.text.trim() });
      } else if (element instanceof HTMLLinkElement) {
        entries.push({ tag: 'link', key: 'canonical', value: element.getAttribute('href') ?? '' });
      } else if (element instanceof HTMLMetaElement) {
        const key = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
        if (isPageMetaKey.test(key)) entries.push({ tag: 'meta', key, value: element.content });
      }
    }
    return entries;
  }, PAGE_META_KEY.source);
}

const valuesOf = (head: HeadEntry[], key: string) =>
  head.filter((entry) => entry.key === key).map((entry) => entry.value);

/** Nothing twice: one title, one canonical link, each meta once, each JSON-LD type once. */
function expectNoDuplicates(head: HeadEntry[], where: string) {
  const keys = head.map((entry) => `${entry.tag} ${entry.key}`);
  expect(
    keys.filter((key, index) => keys.indexOf(key) !== index),
    where,
  ).toEqual([]);
}

interface Expected {
  path: string;
  status: 200 | 404;
  title: string;
  description?: string;
  /** The canonical path (none for a not-found page without one: it is the address asked for). */
  canonical: string;
  ogType?: string;
  /** The social card's path; the site's card when the page has none of its own. */
  image?: string;
  jsonLd: string[];
  /** Shown once the page in the browser has its final content. */
  heading: string | RegExp;
}

async function expectedPages(request: APIRequestContext): Promise<Expected[]> {
  const [product] = await products(request, 'love-is');
  const posts = (await (await request.get(`${API_URL}/api/blog`)).json()) as BlogPostSummaryDto[];
  const [post] = posts;
  const site = ['Organization', 'WebSite'];
  return [
    {
      path: '/',
      status: 200,
      title: 'Your healing space | Healing Shop',
      canonical: '/',
      jsonLd: site,
      heading: /./,
    },
    {
      path: '/love-is',
      status: 200,
      title: 'Love Is Collection | Healing Shop',
      canonical: '/love-is',
      jsonLd: [...site, 'BreadcrumbList'],
      heading: 'Love Is',
    },
    {
      path: `/product/${product.id}`,
      status: 200,
      title: `${product.name} | Healing Shop`,
      description: product.description,
      canonical: `/product/${product.id}`,
      ogType: 'product',
      image: `/api/images/social/products/${product.id}.png`,
      jsonLd: [...site, 'Product', 'BreadcrumbList'],
      heading: product.name,
    },
    {
      path: `/blog/${post.id}`,
      status: 200,
      title: `${post.title} | Healing Shop`,
      description: post.excerpt,
      canonical: `/blog/${post.id}`,
      ogType: 'article',
      image: `/api/images/social/blog/${post.id}.png`,
      jsonLd: [...site, 'Article', 'BreadcrumbList'],
      heading: post.title,
    },
    {
      path: '/no-such-page',
      status: 404,
      title: 'Page not found | Healing Shop',
      canonical: '/no-such-page',
      jsonLd: site,
      heading: '404 Page Not Found',
    },
    {
      path: '/product/99999',
      status: 404,
      title: 'Product Not Found | Healing Shop',
      canonical: '/product/99999',
      jsonLd: site,
      heading: 'Product Not Found',
    },
    {
      path: '/blog/987654',
      status: 404,
      title: 'Page not found | Healing Shop',
      canonical: '/blog/987654',
      jsonLd: site,
      heading: 'Article Not Found',
    },
    {
      path: '/order-confirmation/999999',
      status: 404,
      title: 'Page not found | Healing Shop',
      canonical: '/order-confirmation/999999',
      jsonLd: site,
      heading: '404 Page Not Found',
    },
  ];
}

test("each page's server HTML carries its own head, and a 404 for what does not exist", async ({
  request,
}) => {
  const cards = new Set<string>();
  for (const expected of await expectedPages(request)) {
    const where = expected.path;
    const response = await request.get(expected.path);
    expect(response.status(), where).toBe(expected.status);
    const head = serverHead(await response.text());
    expectNoDuplicates(head, where);

    expect(valuesOf(head, 'title'), where).toEqual([expected.title]);
    const [description] = valuesOf(head, 'description');
    expect(description, where).toBeTruthy();
    if (expected.description) expect(description, where).toBe(expected.description);
    const canonical = `${SHOP_URL}${expected.canonical}`;
    expect(valuesOf(head, 'canonical'), where).toEqual([canonical]);
    expect(valuesOf(head, 'og:url'), where).toEqual([canonical]);
    expect(valuesOf(head, 'og:title'), where).toEqual([expected.title]);
    expect(valuesOf(head, 'og:description'), where).toEqual([description]);
    expect(valuesOf(head, 'og:type'), where).toEqual([expected.ogType ?? 'website']);
    expect(valuesOf(head, 'og:site_name'), where).toEqual(['Healing Shop']);
    expect(valuesOf(head, 'twitter:card'), where).toEqual(['summary_large_image']);
    expect(valuesOf(head, 'twitter:title'), where).toEqual([expected.title]);
    expect(valuesOf(head, 'twitter:description'), where).toEqual([description]);

    const image = `${SHOP_URL}${expected.image ?? '/api/images/social/site.png'}`;
    expect(valuesOf(head, 'og:image'), where).toEqual([image]);
    expect(valuesOf(head, 'twitter:image'), where).toEqual([image]);
    cards.add(image);

    const types = head.filter((entry) => entry.tag === 'script').map((entry) => entry.key);
    expect(types, where).toEqual(expected.jsonLd);
    const robots = valuesOf(head, 'robots').join(',');
    if (expected.status === 404) expect(robots, where).toContain('noindex');
    else expect(robots, where).not.toContain('noindex');
  }

  // Each card is a PNG the shop's own origin serves.
  for (const card of cards) {
    expect(new URL(card).origin).toBe(new URL(SHOP_URL).origin);
    const answer = await request.get(card);
    expect(answer.status(), card).toBe(200);
    expect(answer.headers()['content-type'], card).toMatch(/^image\/png/);
  }
});

test('after the take-over the head is the one the server sent, without duplicates', async ({
  page,
  request,
}) => {
  for (const expected of await expectedPages(request)) {
    const where = expected.path;
    const fromServer = serverHead(await (await request.get(expected.path)).text());
    await page.goto(expected.path);
    await expect(
      page.getByRole('heading', { level: 1, name: expected.heading }).first(),
      where,
    ).toBeVisible();
    const inBrowser = await browserHead(page);
    expectNoDuplicates(inBrowser, where);
    expect(inBrowser, where).toEqual(fromServer);
  }
});
