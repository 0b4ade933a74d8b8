// A page's head, the one definition the server and the browser share: the server writes it as
// HTML (pageHeadHtml) and the browser writes the same elements from usePageMeta's effect, so the
// head the app takes over is exactly the head it keeps. Pure: no window, no document.

export const SITE_NAME = 'Healing Shop';

export interface PageMeta {
  /** The page's own title; the site name is appended ("Love Is | Healing Shop"). */
  title: string;
  description: string;
  /** Path of the page ("/product/12"); the canonical and og:url use the shop's origin. */
  path?: string;
  /**
   * The page's social card: a 1200x630 PNG, absolute or root-relative. Anything else (or none)
   * gives the site's card, so og:image and twitter:image are always a PNG.
   */
  image?: string;
  /** og:type: 'website' (default), 'product', 'article'. */
  type?: string;
  /**
   * Structured data objects for this page (breadcrumbs, a product, FAQs). URL properties given
   * as root-relative paths ('/product/12') are written against the shop's origin.
   */
  jsonLd?: readonly object[];
  /** 'noindex' for pages search engines should skip (the cart, the checkout). */
  robots?: string;
  /**
   * The page is a not-found state (an unknown address, a missing product, post or order): the
   * server answers it with 404, and search engines are told to skip it. Since 1.4.0.
   */
  notFound?: boolean;
}

/** Marks every head element the page meta owns, so whoever writes the head next replaces it. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

/** The API's default 1200x630 card, reached through the shop's origin. */
const SITE_SOCIAL_IMAGE_PATH = '/api/images/social/site.png';

/** What a page that sets no meta of its own shows (the shell's index.html carries the same). */
const SITE_DEFAULTS = {
  title: 'Healing Shop | Healing-themed gifts and apparel, made by a psychologist',
  description:
    'Healing-themed patches, t-shirts, journals, jewelry and art from the Inner Beauty, Life Happens and Love Is collections, and a community of healing stories.',
};

/** On every page, before the page's own structured data. */
const SITE_JSON_LD: readonly object[] = [
  {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    // The shell's server adds the shop's social accounts (sameAs) to this same organisation.
    '@id': '/#organization',
    name: SITE_NAME,
    description:
      'Healing-themed merchandise and a community of healing stories, founded by a practising psychologist.',
    email: 'support@healingshop.com',
  },
  {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    description:
      'Shop the Inner Beauty, Life Happens and Love Is collections and read healing stories.',
  },
];

/** schema.org properties whose value is a URL. */
const URL_PROPERTIES = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'sameAs',
  'mainEntityOfPage',
  'contentUrl',
  'thumbnailUrl',
]);

export type HeadTag =
  | { element: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { element: 'link'; rel: 'canonical'; href: string }
  | { element: 'script'; type: 'application/ld+json'; text: string };

export interface PageHead {
  title: string;
  /** In the order they are written, each marked with PAGE_META_ATTRIBUTE. */
  tags: HeadTag[];
}

export function formatTitle(title: string): string {
  return title === SITE_NAME || title.endsWith(`| ${SITE_NAME}`)
    ? title
    : `${title} | ${SITE_NAME}`;
}

function socialImage(image: string | undefined, origin: string): string {
  try {
    const url = image ? new URL(image, origin) : undefined;
    if (url && /\.png$/i.test(url.pathname)) return url.href;
  } catch {
    // not an address: the site's card
  }
  return new URL(SITE_SOCIAL_IMAGE_PATH, origin).href;
}

function withAbsoluteUrls(value: unknown, origin: string, isUrl: boolean): unknown {
  if (typeof value === 'string') {
    return isUrl && value.startsWith('/') && !value.startsWith('//')
      ? new URL(value, origin).href
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, origin, isUrl));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        withAbsoluteUrls(item, origin, URL_PROPERTIES.has(key)),
      ]),
    );
  }
  return value;
}

/** JSON inside a script element: '<' is escaped so no value can close the element. */
function jsonLdTag(data: object, origin: string): HeadTag {
  const text = JSON.stringify(withAbsoluteUrls(data, origin, false)).replace(/</g, '\\u003c');
  return { element: 'script', type: 'application/ld+json', text };
}

const named = (key: string, content: string): HeadTag => ({
  element: 'meta',
  attribute: 'name',
  key,
  content,
});
const property = (key: string, content: string): HeadTag => ({
  element: 'meta',
  attribute: 'property',
  key,
  content,
});

/**
 * The head of a page with this meta (null: the site's defaults) on the shop at `origin`
 * ('https://shop.example'). Without a path the page has no canonical address and no og:url.
 */
export function pageHead(meta: PageMeta | null, origin: string): PageHead {
  const title = meta ? formatTitle(meta.title) : SITE_DEFAULTS.title;
  const description = meta?.description ?? SITE_DEFAULTS.description;
  const url = meta?.path === undefined ? undefined : new URL(meta.path, origin).href;
  const image = socialImage(meta?.image, origin);
  const robots = meta?.robots ?? (meta?.notFound ? 'noindex' : undefined);
  const tags: HeadTag[] = [
    named('description', description),
    ...(url ? [{ element: 'link', rel: 'canonical', href: url } as const] : []),
    property('og:site_name', SITE_NAME),
    property('og:type', meta?.type ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
    ...(robots ? [named('robots', robots)] : []),
    ...[...SITE_JSON_LD, ...(meta?.jsonLd ?? [])].map((data) => jsonLdTag(data, origin)),
  ];
  return { title, tags };
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function tagHtml(tag: HeadTag): string {
  switch (tag.element) {
    case 'meta':
      return `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}" ${PAGE_META_ATTRIBUTE}>`;
    case 'link':
      return `<link rel="${tag.rel}" href="${escapeAttribute(tag.href)}" ${PAGE_META_ATTRIBUTE}>`;
    case 'script':
      return `<script type="${tag.type}" ${PAGE_META_ATTRIBUTE}>${tag.text}</script>`;
  }
}

/**
 * The page's head as HTML, for the server: the title, description, canonical link, Open Graph
 * and Twitter tags, robots and JSON-LD (the site's Organization and WebSite first), exactly as
 * usePageMeta writes them in the browser. Since 1.4.0.
 */
export function pageHeadHtml(meta: PageMeta | null, origin: string): string {
  const head = pageHead(meta, origin);
  return `<title>${escapeText(head.title)}</title>${head.tags.map(tagHtml).join('')}`;
}
