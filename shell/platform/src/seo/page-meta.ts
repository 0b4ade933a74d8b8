// Per-page title, description, social tags, canonical link and JSON-LD. The shell's HTML carries
// the site-wide defaults (and the organisation and website JSON-LD); a page sets its own while it
// is on screen and the defaults come back when it leaves.
import { useEffect } from 'react';

export const SITE_NAME = 'Healing Shop';

export interface PageMeta {
  /** The page's own title; the site name is appended ("Love Is | Healing Shop"). */
  title: string;
  description: string;
  /** Path of the page ("/product/12"); the canonical and og:url use the page's origin. */
  path?: string;
  /** Absolute or root-relative image for social cards. */
  image?: string;
  /** og:type: 'website' (default), 'product', 'article'. */
  type?: string;
  /** Structured data objects for this page (breadcrumbs, a product, FAQs). */
  jsonLd?: readonly object[];
  /** 'noindex' for pages search engines should skip (the not-found view). */
  robots?: string;
}

const MANAGED = 'data-page-meta';

/** The address in full. Rendering on a server (no window), it stays as given: meta is only
 * written in the browser, from an effect. */
function absolute(url: string): string {
  if (typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).href;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.content;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    element.setAttribute(MANAGED, '');
    document.head.appendChild(element);
  }
  element.content = content;
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== undefined) target.content = previous;
  };
}

function setCanonical(href: string): () => void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const created = !link;
  const previous = link?.href;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
  const target = link;
  return () => {
    if (created) target.remove();
    else if (previous) target.href = previous;
  };
}

function addJsonLd(data: object): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(MANAGED, '');
  // JSON inside a script element: '<' is escaped so no value can close the element.
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.appendChild(script);
  return () => script.remove();
}

export function formatTitle(title: string): string {
  return title === SITE_NAME || title.endsWith(`| ${SITE_NAME}`)
    ? title
    : `${title} | ${SITE_NAME}`;
}

/** Applies the page's meta data while the calling component is mounted. */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!key) return;
    const page = JSON.parse(key) as PageMeta;
    const previousTitle = document.title;
    const title = formatTitle(page.title);
    document.title = title;
    const url = absolute(page.path ?? window.location.pathname);
    const restore = [
      setMeta('name', 'description', page.description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', page.description),
      setMeta('property', 'og:type', page.type ?? 'website'),
      setMeta('property', 'og:url', url),
      setMeta('property', 'og:site_name', SITE_NAME),
      setMeta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
      setMeta('name', 'twitter:title', title),
      setMeta('name', 'twitter:description', page.description),
      setCanonical(url),
      ...(page.robots ? [setMeta('name', 'robots', page.robots)] : []),
      ...(page.image
        ? [
            setMeta('property', 'og:image', absolute(page.image)),
            setMeta('name', 'twitter:image', absolute(page.image)),
          ]
        : []),
      ...(page.jsonLd ?? []).map(addJsonLd),
    ];
    return () => {
      for (const undo of restore.reverse()) undo();
      document.title = previousTitle;
    };
  }, [key]);
}

/** schema.org BreadcrumbList from [name, path] pairs. */
export function breadcrumbJsonLd(trail: readonly (readonly [string, string])[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(path),
    })),
  };
}
