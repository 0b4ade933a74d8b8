/// <reference types="node" />
// Node's types: the test reads the source index.html from disk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageHeadHtml } from '@healing/platform';
import { replacePageHead } from './replace-page-head';

/** The shell's index.html as the build writes it (html-webpack-plugin's minifier). */
const BUILT_TEMPLATE = [
  '<!doctype html>',
  '<html lang=en>',
  '<head>',
  '<meta charset=utf-8>',
  '<meta name=viewport content="width=device-width,initial-scale=1">',
  '<title>Healing Shop | Healing-themed gifts and apparel, made by a psychologist',
  '</title>',
  '<meta name=description content="Healing-themed patches, t-shirts, journals, jewelry and art from the Inner Beauty, Life Happens and Love Is collections, and a community of healing stories." data-page-meta>',
  '<meta name=theme-color content=#fbf7f2>',
  '<meta property=og:site_name content="Healing Shop" data-page-meta>',
  '<meta property=og:type content=website data-page-meta>',
  '<meta property=og:title content="Healing Shop | Healing-themed gifts and apparel, made by a psychologist" data-page-meta>',
  '<meta property=og:description content="Healing-themed patches, t-shirts, journals, jewelry and art from the Inner Beauty, Life Happens and Love Is collections, and a community of healing stories." data-page-meta>',
  '<meta name=twitter:card content=summary_large_image data-page-meta>',
  '<meta name=twitter:title content="Healing Shop | Healing-themed gifts and apparel, made by a psychologist" data-page-meta>',
  '<meta name=twitter:description content="Healing-themed patches, t-shirts, journals, jewelry and art from the Inner Beauty, Life Happens and Love Is collections, and a community of healing stories." data-page-meta>',
  '<meta name=shop-config content={}>',
  '<script type=application/ld+json data-page-meta>{"@context":"https://schema.org","@type":"Organization","@id":"/#organization","name":"Healing Shop","description":"Healing-themed merchandise and a community of healing stories, founded by a practising psychologist.","email":"support@healingshop.com"}',
  '</script>',
  '<script type=application/ld+json data-page-meta>{"@context":"https://schema.org","@type":"WebSite","name":"Healing Shop","description":"Shop the Inner Beauty, Life Happens and Love Is collections and read healing stories."}',
  '</script>',
  '<link rel=icon href=/favicon.svg>',
  '<script defer src=/main.js>',
  '</script>',
  '</head>',
  '<body>\n    ',
  '<noscript>The Healing Shop needs JavaScript to show its collections and your cart.',
  '</noscript>\n    ',
  '<div id=root>',
  '</div>\n  \n\n',
  '</body>',
  '</html>',
].join('');

const SOURCE_TEMPLATE = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const HEAD = pageHeadHtml(
  {
    title: 'Love Is Collection',
    description: 'Love, "in" <every> form & colour.',
    path: '/love-is',
  },
  'https://shop.example',
);

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Each head element as tag name and attributes (their values), with its text. */
function headElements(document: Document): string[] {
  return [...document.head.children].map((element) =>
    [
      element.tagName,
      ...[...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      element.textContent,
    ].join(' '),
  );
}

describe('replacePageHead', () => {
  it.each([
    ['the built (minified) index.html', BUILT_TEMPLATE],
    ['the source index.html', SOURCE_TEMPLATE],
  ])("puts the page's head in place of the defaults in %s", (_, template) => {
    const page = parse(replacePageHead(template, HEAD));
    const head = parse(`<head>${HEAD}</head>`);
    const pageMeta = (document: Document) =>
      headElements(document).filter((element) => /^(TITLE|META|LINK|SCRIPT) /.test(element));
    expect(page.title).toBe('Love Is Collection | Healing Shop');
    expect(
      pageMeta(page).filter(
        // The page's own first script is not page meta either.
        (element) =>
          !/charset|viewport|theme-color|shop-config|icon|main\.js|classList\.add\('js'\)/.test(
            element,
          ),
      ),
    ).toEqual(pageMeta(head));
    // Everything else is left as it was.
    expect(page.querySelector('meta[charset]')).not.toBeNull();
    expect(page.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(page.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#fbf7f2');
    expect(page.querySelector('meta[name="shop-config"]')?.getAttribute('content')).toBe('{}');
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(page.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(page.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(page.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(page.getElementById('root')).not.toBeNull();
  });

  it('writes the head where the first default was, and keeps everything else where it was', () => {
    const page = replacePageHead(BUILT_TEMPLATE, HEAD);
    const before = '<meta name=viewport content="width=device-width,initial-scale=1">';
    expect(page).toContain(`${before}${HEAD}<meta name=theme-color content=#fbf7f2>`);
    expect(page).toContain('<meta name=shop-config content={}><link rel=icon href=/favicon.svg>');
    expect(page.slice(page.indexOf('</head>'))).toBe(
      BUILT_TEMPLATE.slice(BUILT_TEMPLATE.indexOf('</head>')),
    );
  });

  it('takes out defaults however they are written, and only page-meta ones', () => {
    const template =
      "<html><head><meta charset=utf-8><TITLE>Old</TITLE><meta content='x' name='description' />" +
      '<meta property="og:image" content="/a.svg"/><link rel=canonical href=/old>' +
      '<meta name=robots content=noindex><meta name="author" content="Naomi">' +
      '<script type="application/ld+json">{"a":"</b>"}</script><script src=/main.js></script>' +
      '</head><body><script type=application/ld+json>{}</script></body></html>';
    expect(replacePageHead(template, '<title>New</title>')).toBe(
      '<html><head><meta charset=utf-8><title>New</title><meta name="author" content="Naomi">' +
        '<script src=/main.js></script></head><body><script type=application/ld+json>{}</script></body></html>',
    );
  });

  it('writes the head at the end of a head with no defaults', () => {
    expect(
      replacePageHead('<head><meta charset=utf-8></head><body></body>', '<title>T</title>'),
    ).toBe('<head><meta charset=utf-8><title>T</title></head><body></body>');
  });
});

describe("the shell's index.html", () => {
  it("carries the platform's defaults (but for what needs the shop's origin: the social images, the organisation's @id)", () => {
    const origin = 'https://shop.example';
    const defaults = parse(`<head>${pageHeadHtml(null, origin)}</head>`);
    const template = parse(SOURCE_TEMPLATE);
    const pageMeta = (document: Document) =>
      [...document.head.querySelectorAll('title, [data-page-meta]')]
        .filter(
          (element) =>
            !/^(og|twitter):image$/.test(
              element.getAttribute('property') ?? element.getAttribute('name') ?? '',
            ),
        )
        .map((element) => {
          if (element.tagName !== 'SCRIPT') return element.outerHTML.replace(/\s+/g, ' ');
          const data = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
          const id = data['@id'];
          return typeof id === 'string' ? { ...data, '@id': new URL(id, origin).href } : data;
        });
    expect(pageMeta(template)).toEqual(pageMeta(defaults));
  });
});
