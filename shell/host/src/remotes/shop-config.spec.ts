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
    });
  });

  it('falls back to nothing configured when the meta is missing or broken', () => {
    expect(readShopConfig(documentWith(null))).toEqual({ remotes: {}, previewOrigins: [] });
    expect(readShopConfig(documentWith('{not json'))).toEqual({ remotes: {}, previewOrigins: [] });
    expect(readShopConfig(documentWith('{"remotes":{"a":1},"previewOrigins":"x"}'))).toEqual({
      remotes: {},
      previewOrigins: [],
    });
  });
});
