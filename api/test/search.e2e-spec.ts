import type { ProductDto, SearchSuggestionDto } from '@healing/contracts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What shoppers type, and what the shop must answer: `first` is the product ranked first (a
 * name, or a kind every one of the first results has), `includes` names products that must be
 * among the results, `kind` a kind all of whose products must be found.
 */
const TABLE: {
  q: string;
  first?: string;
  firstKind?: string;
  kind?: string;
  includes?: string[];
}[] = [
  { q: 'tshirt', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 't shirt', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 't-shirt', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 'T-Shirts', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 'tee', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 'tees', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 'tshrt', firstKind: 't-shirt', kind: 't-shirt' },
  { q: 'journl', firstKind: 'journal', kind: 'journal' },
  { q: 'brcelet', firstKind: 'jewelry', kind: 'jewelry' },
  { q: 'necklce', firstKind: 'jewelry', kind: 'jewelry' },
  { q: 'jewellery', firstKind: 'jewelry', kind: 'jewelry' },
  { q: 'colouring book', firstKind: 'coloring-book', kind: 'coloring-book' },
  { q: 'dog tag', firstKind: 'dog-tag', kind: 'dog-tag' },
  { q: 'iron on patch', firstKind: 'iron-on-patch', kind: 'iron-on-patch' },
  { q: 'moonflower', first: 'Moonflower Pendant Necklace' },
  { q: 'moonflwer', first: 'Moonflower Pendant Necklace' },
  { q: 'Still Here Tee', first: 'Still Here Tee' },
  { q: 'still here', first: 'Still Here Tee' },
  { q: 'gentle return', first: 'The Gentle Return (Paperback)' },
  { q: 'the gentle return', first: 'The Gentle Return (Paperback)' },
  { q: 'rose tee', first: 'Thorns & Roses Tee' },
  { q: 'rose necklace', includes: ['Rose Heart Locket', 'Tender Rose Pendant'] },
  { q: 'caramels', first: 'Comfort Caramels' },
  { q: 'carmels', first: 'Comfort Caramels' },
  { q: 'Inner Beuty', includes: ['Bloom Within Tee', 'Inner Garden Coloring Book'] },
  { q: 'love is cap', first: 'Kind Heart Cap' },
  { q: 'rösé', includes: ['Rose Heart Locket'] },
  { q: 'ROSE-HEART', first: 'Rose Heart Locket' },
];

describe('search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, status = 200) =>
    (await t.http().get(`/api/search?${query}`).expect(status)).body as ProductDto[];
  const find = (q: string) => search(`q=${encodeURIComponent(q)}`);
  const byKind = async (kind: string) =>
    (await t.http().get(`/api/products?kind=${kind}`).expect(200)).body as ProductDto[];

  describe('the table of misspellings and synonyms', () => {
    it.each(TABLE)('"$q"', async ({ q, first, firstKind, kind, includes }) => {
      const found = await find(q);
      const names = found.map((p) => p.name);
      expect(found.length).toBeGreaterThan(0);
      if (first) expect(names[0]).toBe(first);
      if (firstKind) expect(found[0].kind).toBe(firstKind);
      if (kind) {
        const all = await byKind(kind);
        expect(all.length).toBeGreaterThan(0);
        expect(names).toEqual(expect.arrayContaining(all.map((p) => p.name)));
        // Every product of the kind ranks above any product of another kind.
        const kinds = found.map((p) => p.kind);
        expect(kinds.slice(0, all.length).every((k) => k === kind)).toBe(true);
      }
      if (includes) expect(names).toEqual(expect.arrayContaining(includes));
    });
  });

  it('finds nothing for words no product has', async () => {
    expect(await find('zebra')).toEqual([]);
    expect(await find('xqzvw plorf')).toEqual([]);
    expect(await find('the')).toEqual([]);
  });

  it('ties every word together: a word no product has finds nothing', async () => {
    expect(await find('tee zebra')).toEqual([]);
    expect((await find('rose tee')).map((p) => p.name)).toEqual(['Thorns & Roses Tee']);
  });

  it('answers products as the lists do, every collection, never an archived one', async () => {
    const tees = await find('tee');
    expect(new Set(tees.map((p) => p.collection))).toEqual(
      new Set(['inner-beauty', 'life-happens', 'love-is']),
    );
    const [list] = (await t.http().get('/api/products').expect(200)).body as ProductDto[];
    expect(Object.keys(tees[0]).sort()).toEqual(Object.keys(list).sort());

    const still = tees.find((p) => p.name === 'Still Here Tee');
    if (!still) throw new Error('Still Here Tee not found');
    await t.query('UPDATE products SET archived_at = now() WHERE id = $1', [still.id]);
    try {
      expect((await find('tee')).map((p) => p.id)).not.toContain(still.id);
      expect((await find('still here')).map((p) => p.id)).not.toContain(still.id);
      const suggested = (await t.http().get('/api/search/suggestions?q=still').expect(200))
        .body as SearchSuggestionDto[];
      expect(suggested.map((s) => s.id)).not.toContain(still.id);
    } finally {
      await t.query('UPDATE products SET archived_at = NULL WHERE id = $1', [still.id]);
    }
  });

  it('follows a product the owner renames, at once', async () => {
    const [cap] = await find('Just Breathe Cap');
    await t.query(`UPDATE products SET name = 'Quietly Brave Cap' WHERE id = $1`, [cap.id]);
    try {
      expect((await find('quietly brave'))[0].id).toBe(cap.id);
      const suggested = (await t.http().get('/api/search/suggestions?q=quietly').expect(200))
        .body as SearchSuggestionDto[];
      expect(suggested[0]).toEqual(
        expect.objectContaining({ id: cap.id, name: 'Quietly Brave Cap' }),
      );
    } finally {
      await t.query(`UPDATE products SET name = 'Just Breathe Cap' WHERE id = $1`, [cap.id]);
    }
  });

  it('narrows by category and sorts as a collection does', async () => {
    const rose = await find('rose');
    expect(rose.length).toBeGreaterThan(3);
    const art = await search('q=rose&category=art');
    expect(art.length).toBeGreaterThan(0);
    expect(art.every((p) => p.category === 'art')).toBe(true);
    expect(art.map((p) => p.id).every((id) => rose.some((p) => p.id === id))).toBe(true);
    expect((await search('q=rose&category=all')).length).toBe(rose.length);

    const low = await search('q=rose&sort=price-low');
    const cents = low.map((p) => Math.round(Number(p.price) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    expect(new Set(low.map((p) => p.id))).toEqual(new Set(rose.map((p) => p.id)));
    const high = await search('q=rose&sort=price-high');
    const highCents = high.map((p) => Math.round(Number(p.price) * 100));
    expect(highCents).toEqual([...highCents].sort((a, b) => b - a));
    const byName = await search('q=rose&sort=name');
    const names = byName.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await search('q=rose&sort=relevance')).map((p) => p.id)).toEqual(rose.map((p) => p.id));
  });

  describe('hostile input', () => {
    it('an empty or missing q finds nothing', async () => {
      expect(await search('')).toEqual([]);
      expect(await search('q=')).toEqual([]);
      expect(await search('q=%20%20%20')).toEqual([]);
    });

    it.each([
      ['%00', 'NUL'],
      ['%27%20OR%201%3D1%20--', 'SQL'],
      ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'markup'],
      ['!%40%23%24%25%5E%26*()%3A%7C%5C', 'tsquery operators'],
      ['%E2%80%AE%F0%9F%A7%A1%E2%80%8B', 'emoji and invisible characters'],
      ['%25%25%25___', 'LIKE wildcards'],
      [encodeURIComponent('a '.repeat(50)), 'many words'],
      [encodeURIComponent('tee:* | rose & !cap'), 'tsquery syntax'],
    ])('q=%s (%s) is answered, never a 500', async (q) => {
      const found = await search(`q=${q}`);
      expect(Array.isArray(found)).toBe(true);
      expect(found.length).toBeLessThan(20);
      await t.http().get(`/api/search/suggestions?q=${q}`).expect(200);
    });

    it('refuses a q longer than 100 characters, an array, an unknown category or sort', async () => {
      const long = await t
        .http()
        .get(`/api/search?q=${'a'.repeat(101)}`)
        .expect(400);
      expect(long.body.message).toContain('Search text is at most 100 characters.');
      expect(long.body.error).toBe('Bad Request');
      await t
        .http()
        .get(`/api/search?q=${'a'.repeat(100)}`)
        .expect(200);
      await t
        .http()
        .get(`/api/search/suggestions?q=${'a'.repeat(101)}`)
        .expect(400);
      await t.http().get('/api/search?q=tee&q=cap').expect(400);
      const category = await t.http().get('/api/search?q=tee&category=shoes').expect(400);
      expect(category.body.message).toContain('Unknown category');
      const sort = await t.http().get('/api/search?q=tee&sort=random').expect(400);
      expect(sort.body.message).toContain('Unknown sort: choose relevance, name');
    });
  });

  describe('GET /api/search/suggestions', () => {
    const suggest = async (q: string) =>
      (
        await t
          .http()
          .get(`/api/search/suggestions?q=${encodeURIComponent(q)}`)
          .expect(200)
      ).body as SearchSuggestionDto[];

    it('offers a few names with their ids as the shopper types', async () => {
      const found = await suggest('jou');
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(6);
      for (const s of found) {
        expect(Object.keys(s).sort()).toEqual(['collection', 'id', 'kind', 'name']);
      }
      expect(found[0].kind).toBe('journal');
      const product = (await t.http().get(`/api/products/${found[0].id}`).expect(200))
        .body as ProductDto;
      expect(product.name).toBe(found[0].name);
      expect((await suggest('moonfl'))[0].name).toBe('Moonflower Pendant Necklace');
      expect((await suggest('tshirt')).every((s) => s.kind === 't-shirt')).toBe(true);
    });

    it('waits for two letters, and says nothing for nothing', async () => {
      expect(await suggest('')).toEqual([]);
      expect(await suggest('j')).toEqual([]);
      expect(await suggest('%%')).toEqual([]);
    });
  });
});

describe('products by kind, and related products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every product of one kind across the collections, with filters and sort', async () => {
    const tees = (await t.http().get('/api/products?kind=t-shirt').expect(200))
      .body as ProductDto[];
    const [{ n }] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE kind = 't-shirt' AND archived_at IS NULL`,
    );
    expect(tees.length).toBe(n);
    expect(n).toBeGreaterThanOrEqual(6);
    expect(tees.every((p) => p.kind === 't-shirt')).toBe(true);
    expect(new Set(tees.map((p) => p.collection)).size).toBe(3);
    const low = (await t.http().get('/api/products?kind=t-shirt&sort=price-low').expect(200))
      .body as ProductDto[];
    const cents = low.map((p) => Math.round(Number(p.price) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    const inCollection = (
      await t.http().get('/api/products/collection/love-is?kind=t-shirt').expect(200)
    ).body as ProductDto[];
    expect(inCollection.length).toBeGreaterThan(0);
    expect(inCollection.every((p) => p.collection === 'love-is' && p.kind === 't-shirt')).toBe(
      true,
    );
    expect(
      (await t.http().get('/api/products?kind=t-shirt&category=art').expect(200)).body,
    ).toEqual([]);
    const bad = await t.http().get('/api/products?kind=shoes').expect(400);
    expect(bad.body.message).toContain('Unknown kind: choose iron-on-patch, t-shirt');
    expect(
      ((await t.http().get('/api/products?kind=').expect(200)).body as ProductDto[]).length,
    ).toBeGreaterThan(n);
  });

  it('relates a product to its kind first, then its collection, never itself', async () => {
    const [tee] = (await t.http().get('/api/products/collection/love-is?kind=t-shirt').expect(200))
      .body as ProductDto[];
    const related = (await t.http().get(`/api/products/${tee.id}/related`).expect(200))
      .body as ProductDto[];
    expect(related.length).toBe(4);
    expect(related.map((p) => p.id)).not.toContain(tee.id);
    expect(related.every((p) => p.kind === 't-shirt')).toBe(true);
    expect(new Set(related.map((p) => p.id)).size).toBe(4);

    await t.query(`UPDATE products SET archived_at = now() WHERE kind = 't-shirt' AND id <> $1`, [
      tee.id,
    ]);
    try {
      const others = (await t.http().get(`/api/products/${tee.id}/related`).expect(200))
        .body as ProductDto[];
      expect(others.length).toBe(4);
      expect(others.every((p) => p.collection === 'love-is' && p.id !== tee.id)).toBe(true);
    } finally {
      await t.query(`UPDATE products SET archived_at = NULL WHERE kind = 't-shirt'`);
    }
  });

  it('answers 404 for a product not in the shop, 400 for an id that is none', async () => {
    await t.http().get('/api/products/999999/related').expect(404);
    await t.http().get('/api/products/abc/related').expect(400);
    const [tee] = (await t.http().get('/api/products?kind=t-shirt').expect(200))
      .body as ProductDto[];
    await t.query('UPDATE products SET archived_at = now() WHERE id = $1', [tee.id]);
    await t.http().get(`/api/products/${tee.id}/related`).expect(404);
    await t.query('UPDATE products SET archived_at = NULL WHERE id = $1', [tee.id]);
  });
});
