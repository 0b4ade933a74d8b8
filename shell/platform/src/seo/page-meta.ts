// Per-page title, description, social tags, canonical link and JSON-LD. The head's page-meta
// elements (marked with PAGE_META_ATTRIBUTE: the shell's defaults, whatever the server wrote for
// the page, and what this hook writes) belong to the page on show: a page sets its own while it
// is mounted, and the site's defaults come back when it leaves. On the server the meta is
// recorded for the head the server writes (page-meta-collector.ts).
import { useContext, useEffect } from 'react';
import { type HeadTag, PAGE_META_ATTRIBUTE, type PageMeta, pageHead } from './page-head';
import { PageMetaCollectorContext } from './page-meta-collector';

/** The address in full. On a server (no window) it stays as given: the head resolves it. */
function absolute(url: string): string {
  if (typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).href;
}

function tagElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.element);
  switch (tag.element) {
    case 'meta':
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
      break;
    case 'link':
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
      break;
    case 'script':
      element.setAttribute('type', tag.type);
      element.textContent = tag.text;
      break;
  }
  element.setAttribute(PAGE_META_ATTRIBUTE, '');
  return element;
}

/** Replaces the head's page-meta elements, in place, with this page's (null: the defaults). */
function writeHead(meta: PageMeta | null): void {
  const page = meta && { ...meta, path: meta.path ?? window.location.pathname };
  const { title, tags } = pageHead(page, window.location.origin);
  const previous = [...document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`)];
  const elements = tags.map(tagElement);
  // The page the server sent already has its head: taking it over leaves the head alone.
  const unchanged =
    document.title === title &&
    elements.length === previous.length &&
    elements.every((element, index) => element.isEqualNode(previous[index] ?? null));
  if (unchanged) return;
  document.title = title;
  const anchor = previous[0] ?? null;
  for (const element of elements) document.head.insertBefore(element, anchor);
  for (const element of previous) element.remove();
}

/** The meta of every mounted page, in the order they were shown: the last one is on show. */
const shown: PageMeta[] = [];

function showPageMeta(meta: PageMeta): () => void {
  shown.push(meta);
  writeHead(meta);
  return () => {
    const index = shown.indexOf(meta);
    if (index === -1) return;
    shown.splice(index, 1);
    if (index === shown.length) writeHead(shown.at(-1) ?? null);
  };
}

/** Applies the page's meta data while the calling component is mounted. */
export function usePageMeta(meta: PageMeta | null): void {
  const collector = useContext(PageMetaCollectorContext);
  // A server render runs no effects: the meta is recorded as the page is drawn instead.
  if (collector && meta) collector.record(meta);
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!key) return undefined;
    return showPageMeta(JSON.parse(key) as PageMeta);
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
