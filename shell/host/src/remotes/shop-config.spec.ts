import { readShopConfig } from './shop-config';

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'shop-config';
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('readShopConfig', () => {
  it('reads the remotes and preview origins the server wrote into the page', () => {
    const config = readShopConfig(
      documentWith(
        JSON.stringify({
          remotes: { catalog: 'http://localhost:3101/mf-manifest.json' },
          previewOrigins: ['http://localhost:4101'],
        }),
      ),
    );
    expect(config).toEqual({
      remotes: { catalog: 'http://localhost:3101/mf-manifest.json' },
      previewOrigins: ['http://localhost:4101'],
      social: {},
    });
  });

  it("reads the shop's social accounts, https addresses of known networks only", () => {
    const config = readShopConfig(
      documentWith(
        JSON.stringify({
          remotes: {},
          previewOrigins: [],
          social: {
            instagram: 'https://instagram.com/healing.shop',
            facebook: 'javascript:alert(1)',
            youtube: 42,
            myspace: 'https://myspace.com/shop',
          },
        }),
      ),
    );
    expect(config.social).toEqual({ instagram: 'https://instagram.com/healing.shop' });
  });

  it('falls back to nothing configured when the meta is missing or broken', () => {
    const nothing = { remotes: {}, previewOrigins: [], social: {} };
    expect(readShopConfig(documentWith(null))).toEqual(nothing);
    expect(readShopConfig(documentWith('{not json'))).toEqual(nothing);
    expect(
      readShopConfig(documentWith('{"remotes":{"a":1},"previewOrigins":"x","social":"x"}')),
    ).toEqual(nothing);
  });
});
