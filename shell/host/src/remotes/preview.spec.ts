import {
  effectiveRemotes,
  isBackOffice,
  leavePreviews,
  parsePreview,
  resolvePreviews,
} from './preview';
import type { ShopConfig } from './shop-config';

const config: ShopConfig = {
  remotes: {
    catalog: 'https://catalog.shop.example/mf-manifest.json',
    community: 'https://community.shop.example/mf-manifest.json',
  },
  previewOrigins: ['https://preview.shop.example:4101'],
  social: {},
};

function at(search: string, pathname = '/'): Location {
  return { search, pathname } as Location;
}

describe('preview overrides', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('accepts a known remote from an allowlisted origin', () => {
    expect(parsePreview('catalog@https://preview.shop.example:4101/', config)).toEqual({
      preview: { remote: 'catalog', origin: 'https://preview.shop.example:4101' },
    });
  });

  it('refuses other origins, unknown remotes and malformed values', () => {
    expect(parsePreview('catalog@https://evil.example', config)).toEqual({
      refused: 'https://evil.example is not on the preview allowlist',
    });
    expect(parsePreview('payments@https://preview.shop.example:4101', config)).toEqual({
      refused: '"payments" is not a remote of this shop',
    });
    expect(parsePreview('catalog', config)).toHaveProperty('refused');
    expect(parsePreview('catalog@not a url', config)).toHaveProperty('refused');
  });

  it('keeps an accepted preview for the browser session and swaps its manifest in', () => {
    const previews = resolvePreviews(
      config,
      at('?preview=catalog@https://preview.shop.example:4101'),
    );
    expect(previews).toEqual([{ remote: 'catalog', origin: 'https://preview.shop.example:4101' }]);
    expect(resolvePreviews(config, at(''))).toEqual(previews);
    expect(effectiveRemotes(config, previews)).toEqual({
      catalog: 'https://preview.shop.example:4101/mf-manifest.json',
      community: 'https://community.shop.example/mf-manifest.json',
    });
    leavePreviews();
    expect(resolvePreviews(config, at(''))).toEqual([]);
  });

  it('ignores a refused override with a console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolvePreviews(config, at('?preview=catalog@https://evil.example'))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Preview ignored: https://evil.example is not on the preview allowlist.',
    );
    warn.mockRestore();
  });

  it('drops a stored preview whose origin is no longer allowed', () => {
    resolvePreviews(config, at('?preview=catalog@https://preview.shop.example:4101'));
    expect(resolvePreviews({ ...config, previewOrigins: [] }, at(''))).toEqual([]);
  });
});

describe('previews and the back office', () => {
  const PREVIEW = '?preview=catalog@https://preview.shop.example:4101';

  beforeEach(() => window.sessionStorage.clear());

  it('applies no preview asked for on an /admin address', () => {
    expect(resolvePreviews(config, at(PREVIEW, '/admin'))).toEqual([]);
  });

  it("applies none of the session's previews in the back office", () => {
    resolvePreviews(config, at(PREVIEW, '/'));
    expect(resolvePreviews(config, at('', '/admin/orders'))).toEqual([]);
  });

  it("keeps the session's previews for the shop's pages after the back office", () => {
    resolvePreviews(config, at(PREVIEW, '/'));
    resolvePreviews(config, at('', '/admin'));
    expect(resolvePreviews(config, at('', '/love-is'))).toEqual([
      { remote: 'catalog', origin: 'https://preview.shop.example:4101' },
    ]);
  });

  it('knows the back office in any letter case and escaping, as the router does', () => {
    expect(['/admin', '/Admin/orders/3', '/%61dmin/'].map(isBackOffice)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('knows what is not the back office', () => {
    expect(['/administration', '/blog/admin', '/'].map(isBackOffice)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('what a page start writes', () => {
  const PREVIEW = '?preview=catalog@https://preview.shop.example:4101';
  let storageWrites: jest.SpyInstance;
  let cookieWrites: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    document.cookie = 'shop-preview=; path=/; max-age=0';
    storageWrites = jest.spyOn(Storage.prototype, 'setItem');
    cookieWrites = jest.spyOn(document, 'cookie', 'set');
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes nothing on a server-rendered page of a session without previews', () => {
    expect(
      resolvePreviews(config, at(''), window.sessionStorage, { serverRendered: true }),
    ).toEqual([]);
    expect(storageWrites).not.toHaveBeenCalled();
    expect(cookieWrites).not.toHaveBeenCalled();
  });

  it('clears a preview cookie on a page the server did not render (it may have seen one)', () => {
    document.cookie = 'shop-preview=catalog%40https%3A%2F%2Fpreview.shop.example%3A4101; path=/';
    cookieWrites.mockClear();
    expect(resolvePreviews(config, at(''))).toEqual([]);
    expect(storageWrites).not.toHaveBeenCalled();
    expect(cookieWrites).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('shop-preview=');
  });

  it('stores a new preview and tells the server of it in the cookie', () => {
    resolvePreviews(config, at(PREVIEW), window.sessionStorage, { serverRendered: true });
    expect(storageWrites).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(
      'shop-preview=catalog%40https%3A%2F%2Fpreview.shop.example%3A4101',
    );
  });

  it("keeps the session's previews in the cookie on every page, rewriting the list only when it changes", () => {
    resolvePreviews(config, at(PREVIEW));
    storageWrites.mockClear();
    cookieWrites.mockClear();
    // Another tab's page cleared the cookie, so the server rendered this one.
    document.cookie = 'shop-preview=; path=/; max-age=0';
    cookieWrites.mockClear();
    resolvePreviews(config, at(''), window.sessionStorage, { serverRendered: true });
    expect(storageWrites).not.toHaveBeenCalled();
    expect(cookieWrites).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('shop-preview=catalog');
  });

  it('clears both when the allowlist drops a stored preview', () => {
    resolvePreviews(config, at(PREVIEW));
    storageWrites.mockClear();
    resolvePreviews({ ...config, previewOrigins: [] }, at(''), window.sessionStorage, {
      serverRendered: true,
    });
    expect(storageWrites).toHaveBeenCalledWith('shop-preview', '[]');
    expect(document.cookie).not.toContain('shop-preview=');
  });
});
