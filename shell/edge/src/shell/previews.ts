// Staging previews of one remote inside the real shop, and the page's Content-Security-Policy
// that allows exactly the origins a page may load script from.
import type { ShellConfig } from '../config';
import { cookieValues } from '../http/html';

export const PREVIEW_COOKIE = 'shop-preview';
export const PREVIEW_PARAM = 'preview';

type PreviewConfig = Pick<ShellConfig, 'remotes' | 'previewOrigins'>;

/**
 * The preview origins this request may load script from: those it asks for (the `?preview=`
 * override, or the session cookie the page sets while a preview is on) that are on the
 * allowlist and name a configured remote. Anything else is ignored.
 */
export function activePreviewOrigins(
  config: PreviewConfig,
  { search = '', cookie = '' }: { search?: string; cookie?: string } = {},
): string[] {
  const requested: string[] = [];
  const fromQuery = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (fromQuery) requested.push(fromQuery);
  for (const value of cookieValues(cookie, PREVIEW_COOKIE)) {
    try {
      requested.push(...decodeURIComponent(value).split(' '));
    } catch {
      // a mangled cookie asks for nothing
    }
  }
  const origins = new Set<string>();
  for (const item of requested) {
    const at = item.indexOf('@');
    if (at <= 0 || !Object.hasOwn(config.remotes, item.slice(0, at))) continue;
    let origin: string;
    try {
      origin = new URL(item.slice(at + 1)).origin;
    } catch {
      continue;
    }
    if (config.previewOrigins.includes(origin)) origins.add(origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy of the shell's HTML: scripts only from the shell itself and the
 * configured remotes, plus a preview origin only while this request has a preview on, and the
 * page's own inline scripts by their hashes (inline-scripts.ts).
 */
export function contentSecurityPolicy(
  config: PreviewConfig,
  previewOrigins: string[] = [],
  inlineScriptHashes: string[] = [],
) {
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  const scriptOrigins = [...new Set([...remoteOrigins, ...previewOrigins])];
  const sources = ["'self'", ...scriptOrigins].join(' ');
  return [
    "default-src 'self'",
    ['script-src', sources, ...inlineScriptHashes].join(' '),
    `connect-src ${sources}`,
    `img-src 'self' data: blob: ${scriptOrigins.join(' ')}`.trim(),
    // Each remote's stylesheets come from its own origin, like its scripts.
    `style-src 'self' 'unsafe-inline' ${scriptOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
