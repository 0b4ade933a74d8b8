// The stylesheets of a server-rendered page, written into the HTML instead of linked: the first
// screen paints as soon as the HTML has arrived, with no stylesheet request (and, for a remote,
// no connection to its origin) in the way. Each <style> carries the sheet's address in
// data-href, which is how the shell's and the remotes' CSS loading (mini-css-extract) recognise
// a sheet that is already on the page, so taking over loads none of them twice.
// The sheets are the builds' own hashed files, so their text is read (the shell's) or fetched
// (a remote's) once and kept. A sheet that cannot be had in time, or is too large to be worth
// sending with every page, stays a <link>.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeAttribute } from '../http/html';
import { publicPath } from '../http/static-files';

/** Larger sheets are linked: they would weigh on every page more than a request costs. */
export const MAX_INLINE_BYTES = 24 * 1024;
/** Sheets kept in memory; hashed names change with each release, so old ones age out. */
const MAX_KEPT = 200;
const FETCH_TIMEOUT_MS = 400;

/** A remote's sheet is named by its full address; the shell's own by a path on its origin. */
const isRemoteSheet = (href: string) => /^https?:\/\//i.test(href);

/**
 * url(...) references made absolute against the sheet's own address: inside the HTML, a relative
 * reference would resolve against the page instead.
 */
export function absoluteUrls(css: string, sheetHref: string): string {
  const base = new URL(sheetHref, 'http://shell.invalid');
  return css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (ref === '' || /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, base);
    const text =
      resolved.origin === base.origin && !isRemoteSheet(sheetHref)
        ? `${resolved.pathname}${resolved.search}${resolved.hash}`
        : resolved.href;
    return `url(${quote}${text}${quote})`;
  });
}

/** CSS text that cannot end the <style> element it is written into. */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

export type StyleTags = (hrefs: string[]) => Promise<string>;

/** Stylesheets as <link> elements (what a page gets when nothing inlines them). */
export const linkTags: StyleTags = (hrefs) =>
  Promise.resolve(
    hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join(''),
  );

export function createStyleInliner({
  distDir,
  fetchTimeoutMs = FETCH_TIMEOUT_MS,
  warn = (message: string) => console.warn(message),
}: {
  distDir: string;
  fetchTimeoutMs?: number;
  warn?: (message: string) => void;
}): StyleTags {
  const root = path.resolve(distDir);
  /** href -> its text, or null: link it. */
  const kept = new Map<string, Promise<string | null>>();

  async function load(href: string): Promise<string | null> {
    let raw: string;
    if (isRemoteSheet(href)) {
      const answer = await fetch(href, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!answer.ok) {
        await answer.body?.cancel(); // the connection is free again at once
        throw new Error(`${href} answered ${answer.status}`);
      }
      raw = await answer.text();
    } else {
      const relative = publicPath(href, () => false);
      if (!relative?.endsWith('.css')) return null;
      raw = await readFile(path.join(root, relative), 'utf8');
    }
    if (Buffer.byteLength(raw) > MAX_INLINE_BYTES) return null;
    return styleText(
      absoluteUrls(raw.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''), href),
    );
  }

  function sheet(href: string): Promise<string | null> {
    let text = kept.get(href);
    if (!text) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      text = load(href).catch((error: unknown) => {
        // Not kept: the next page asks again.
        kept.delete(href);
        warn(`[shell] could not inline ${href} (${(error as Error).message}); it is linked`);
        return null;
      });
      kept.set(href, text);
    }
    return text;
  }

  /**
   * The HTML for the page's stylesheets, in order: <style> where possible, else <link>. A sheet
   * whose text an earlier one already carries (two chunks can hold the same styles) is an empty
   * <style> that only names it. A remote's sheet also gets a disabled <link> naming it, which is
   * never fetched: module federation's runtime loads a remote module's sheets itself and looks
   * only for <link> elements to know one is on the page.
   */
  return async function styleTags(hrefs) {
    const texts = await Promise.all(hrefs.map(sheet));
    const written = new Set<string>();
    return hrefs
      .map((href, index) => {
        const attribute = escapeAttribute(href);
        const text = texts[index];
        if (text === null || text === undefined)
          return `<link rel="stylesheet" href="${attribute}">`;
        const style = `<style data-href="${attribute}">${written.has(text) ? '' : text}</style>`;
        written.add(text);
        return isRemoteSheet(href)
          ? `${style}<link rel="stylesheet" href="${attribute}" disabled>`
          : style;
      })
      .join('');
  };
}
