// Staging previews: `?preview=catalog@https://preview-host:4101` loads that one remote from a
// preview origin for this browser session. Only allowlisted origins are accepted, so an
// override can never make the shop run script from an arbitrary address.
import type { ShopConfig } from './shop-config';

export const PREVIEW_STORAGE_KEY = 'shop-preview';
/** Tells the shell's server which previews are on, so its page policy allows their scripts. */
export const PREVIEW_COOKIE = 'shop-preview';

function writePreviewCookie(previews: PreviewOverride[]): void {
  const value = previews.map((preview) => `${preview.remote}@${preview.origin}`).join(' ');
  document.cookie = value
    ? `${PREVIEW_COOKIE}=${encodeURIComponent(value)}; path=/; SameSite=Strict`
    : `${PREVIEW_COOKIE}=; path=/; SameSite=Strict; max-age=0`;
}

export interface PreviewOverride {
  remote: string;
  origin: string;
}

/** Parses 'name@origin' against the configuration; null (with the reason) when refused. */
export function parsePreview(
  value: string,
  config: ShopConfig,
): { preview: PreviewOverride } | { refused: string } {
  const at = value.indexOf('@');
  if (at <= 0) return { refused: `"${value}" is not of the form remote@origin` };
  const remote = value.slice(0, at);
  if (!(remote in config.remotes)) return { refused: `"${remote}" is not a remote of this shop` };
  let origin: string;
  try {
    origin = new URL(value.slice(at + 1)).origin;
  } catch {
    return { refused: `"${value.slice(at + 1)}" is not a URL` };
  }
  if (!config.previewOrigins.includes(origin)) {
    return { refused: `${origin} is not on the preview allowlist` };
  }
  return { preview: { remote, origin } };
}

function readStored(text: string): PreviewOverride[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PreviewOverride[]) : [];
  } catch {
    return [];
  }
}

/**
 * The back office (/admin and below, in any letter case, as the router matches it). It never
 * loads a remote from a preview origin: that script would run with the owner's session.
 */
export function isBackOffice(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // not decodable: matched as it is
  }
  return /^\/admin(\/|$)/i.test(path);
}

export interface ResolveOptions {
  /**
   * The shell's server rendered this page, which it does only for a request that named no
   * preview (by cookie or address): there is no preview cookie to clear.
   */
  serverRendered?: boolean;
}

/**
 * The previews active for this session: those stored earlier (re-checked against today's
 * allowlist) plus one from the URL. A refused override is ignored with a console warning. In
 * the back office there are none, and the session's previews are kept for the shop's pages.
 *
 * It runs on every page's start, where each write to the storage or the cookie costs the page
 * a wait on the browser's process (and a cookie written makes the next read of it wait too):
 * the session's list is written only when it changed, and the cookie when the list changed,
 * when there are previews to tell the server of, or when one may be left to clear.
 */
export function resolvePreviews(
  config: ShopConfig,
  location: Location = window.location,
  storage: Storage = window.sessionStorage,
  { serverRendered = false }: ResolveOptions = {},
): PreviewOverride[] {
  if (isBackOffice(location.pathname)) return [];
  const storedText = storage.getItem(PREVIEW_STORAGE_KEY) ?? '[]';
  const byRemote = new Map<string, PreviewOverride>();
  for (const stored of readStored(storedText)) {
    const checked = parsePreview(`${stored.remote}@${stored.origin}`, config);
    if ('preview' in checked) byRemote.set(checked.preview.remote, checked.preview);
  }
  const requested = new URLSearchParams(location.search).get('preview');
  if (requested) {
    const checked = parsePreview(requested, config);
    if ('preview' in checked) byRemote.set(checked.preview.remote, checked.preview);
    else console.warn(`Preview ignored: ${checked.refused}.`);
  }
  const previews = [...byRemote.values()];
  const text = JSON.stringify(previews);
  const changed = text !== storedText;
  if (changed) storage.setItem(PREVIEW_STORAGE_KEY, text);
  if (changed || previews.length > 0 || !serverRendered) writePreviewCookie(previews);
  return previews;
}

export function leavePreviews(storage: Storage = window.sessionStorage): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
  writePreviewCookie([]);
}

/** The manifest URLs to register: the configured ones with previews swapped in. */
export function effectiveRemotes(
  config: ShopConfig,
  previews: PreviewOverride[],
): Record<string, string> {
  const remotes = { ...config.remotes };
  for (const preview of previews) remotes[preview.remote] = `${preview.origin}/mf-manifest.json`;
  return remotes;
}
