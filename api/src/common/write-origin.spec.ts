import { foreignWriteRefusal, shopOrigins } from './write-origin';

describe('shopOrigins', () => {
  it('writes each configured origin as a browser sends it', () => {
    const origins = shopOrigins({
      corsOrigins: [
        'https://Shop.Example/',
        'https://www.shop.example:443',
        'http://localhost:8080',
      ],
      publicOrigin: 'https://shop.example/some/page',
    });
    expect([...origins]).toEqual([
      'https://shop.example',
      'https://www.shop.example',
      'http://localhost:8080',
    ]);
  });

  it('stops the start for a setting that names no web origin', () => {
    for (const bad of ['*', 'shop.example', 'null', 'file:///srv/shop', '']) {
      expect(() =>
        shopOrigins({ corsOrigins: [bad], publicOrigin: 'https://shop.example' }),
      ).toThrow(/must name origins/);
    }
  });
});

describe('foreignWriteRefusal', () => {
  const shop = new Set(['https://shop.example', 'http://localhost:8080']);

  it("lets writes from the shop's pages, and writes naming no page, through", () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(foreignWriteRefusal(method, 'https://shop.example', shop)).toBeNull();
      expect(foreignWriteRefusal(method, undefined, shop)).toBeNull();
    }
  });

  it('refuses writes from any other origin, an opaque one included', () => {
    for (const origin of [
      'https://evil.example',
      'null',
      '',
      'https://shop.example.evil.example',
      'http://shop.example',
      'https://shop.example/',
      'https://shop.example, https://evil.example',
    ]) {
      expect(foreignWriteRefusal('POST', origin, shop)).toMatch(/comes from another site/);
    }
    expect(foreignWriteRefusal('PROPFIND', 'https://evil.example', shop)).not.toBeNull();
    expect(foreignWriteRefusal('delete', 'https://evil.example', shop)).not.toBeNull();
  });

  it('never refuses a read', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(foreignWriteRefusal(method, 'https://evil.example', shop)).toBeNull();
      expect(foreignWriteRefusal(method, 'null', shop)).toBeNull();
    }
  });

  it('names the origin, shortened when long', () => {
    expect(foreignWriteRefusal('POST', 'https://evil.example', shop)).toBe(
      'This request comes from another site (Origin: https://evil.example); the shop accepts changes only from its own pages.',
    );
    const long = `https://${'a'.repeat(500)}.example`;
    expect(foreignWriteRefusal('POST', long, shop)?.length).toBeLessThan(250);
  });
});
