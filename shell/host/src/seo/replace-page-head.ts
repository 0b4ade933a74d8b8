// The shell's index.html carries the site's default page meta (for a page sent as it is); a page
// the server renders gets its own head in their place. Read as the built file is written: the
// HTML minifier drops attribute quotes and may keep or drop the self-closing slash.

/** A page-meta element anywhere in the head: the title, a JSON-LD script, a meta or link tag. */
const HEAD_ELEMENT =
  /<title\b[^>]*>[\s\S]*?<\/title\s*>|<script\b([^>]*)>[\s\S]*?<\/script\s*>|<(?:meta|link)\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const PAGE_META_KEY = /^(description|robots|og:.+|twitter:.+)$/i;

/** A start tag's attributes, names in lower case (the tag's own name and brackets left out). */
function attributesOf(startTag: string): Map<string, string> {
  const inner = startTag.replace(/^<[a-z]+/i, '').replace(/>$/, '');
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of inner.matchAll(ATTRIBUTE)) {
    found.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return found;
}

function isPageMeta(element: string, scriptAttributes: string | undefined): boolean {
  if (/^<title\b/i.test(element)) return true;
  const attributes = attributesOf(
    scriptAttributes === undefined ? element : `<script${scriptAttributes}>`,
  );
  if (attributes.has('data-page-meta')) return true;
  if (scriptAttributes !== undefined) {
    return attributes.get('type')?.toLowerCase() === 'application/ld+json';
  }
  if (/^<link\b/i.test(element)) return attributes.get('rel')?.toLowerCase() === 'canonical';
  return PAGE_META_KEY.test(attributes.get('name') ?? attributes.get('property') ?? '');
}

/**
 * `template` (the shell's built index.html) with every default page-meta element of its head
 * (title, description, robots, canonical link, og:*, twitter:*, JSON-LD) taken out and `head`
 * written where the first of them was. Charset, viewport, theme-color, shop-config, icons and
 * scripts stay as they are.
 */
export function replacePageHead(template: string, head: string): string {
  const headEnd = template.search(/<\/head\s*>/i);
  if (headEnd === -1) throw new Error('the template has no </head>');
  let isWritten = false;
  const page = template.slice(0, headEnd).replace(HEAD_ELEMENT, (element, script?: string) => {
    if (!isPageMeta(element, script)) return element;
    if (isWritten) return '';
    isWritten = true;
    return head;
  });
  return `${page}${isWritten ? '' : head}${template.slice(headEnd)}`;
}
