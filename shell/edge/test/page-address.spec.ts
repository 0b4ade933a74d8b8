// A page is rendered, and kept in the page cache, from its path and the query parameters it
// reads (the shell's route table names them): the rest of a query costs no render, duplicates
// and order do not matter, over-long values are dropped and over-long paths refused, so no
// address a visitor can type makes a remote's render endpoint refuse the shell.
import type { FastifyInstance } from 'fastify';
import { readShellConfig } from '../src/config';
import { MAX_RENDER_PARAM_LENGTH } from '../src/remote/render-endpoint';
import {
  MAX_PAGE_PATH_LENGTH,
  MAX_QUERY_PARAM_LENGTH,
  renderAddress,
} from '../src/shell/page-address';
import { buildShellServer } from '../src/shell/shell-server';
import { type FakeRemote, makeShellDist, startFakeRemote } from './support/fake-site';

describe('renderAddress', () => {
  const COLLECTION = ['category', 'sort', 'view'];

  it('drops the parameters the page does not read', () => {
    expect(renderAddress('/', '?u=123&utm_source=mail', [])).toBe('/');
  });

  it('keeps the parameters the page reads, in name order', () => {
    expect(renderAddress('/love-is', '?view=list&x=1&sort=newest', COLLECTION)).toBe(
      '/love-is?sort=newest&view=list',
    );
  });

  it('keeps the first value of a repeated parameter, as the page reads it', () => {
    expect(renderAddress('/love-is', '?view=list&view=grid', COLLECTION)).toBe(
      '/love-is?view=list',
    );
  });

  it('writes one encoding of a value, however it was escaped', () => {
    expect(renderAddress('/love-is', '?sort=price%2dasc', COLLECTION)).toBe(
      renderAddress('/love-is', '?sort=price-asc', COLLECTION),
    );
  });

  it('keeps an empty value, which a page may read', () => {
    expect(renderAddress('/unsubscribe', '?token=', ['token'])).toBe('/unsubscribe?token=');
  });

  it('takes the trailing slashes off the path', () => {
    expect(renderAddress('/love-is//', '', COLLECTION)).toBe('/love-is');
  });

  it('leaves the home page its one slash', () => {
    expect(renderAddress('/', '', [])).toBe('/');
  });

  it('drops a parameter longer than any value a page reads', () => {
    const long = 'x'.repeat(MAX_QUERY_PARAM_LENGTH);
    expect(renderAddress('/love-is', `?sort=${long}&view=list`, COLLECTION)).toBe(
      '/love-is?view=list',
    );
  });

  it('never makes an address longer than a remote renders', () => {
    const reads = Array.from({ length: 40 }, (_, index) => `p${index}`);
    const search = reads.map((name) => `${name}=${'v'.repeat(240)}`).join('&');
    const path = `/${'a'.repeat(MAX_PAGE_PATH_LENGTH - 1)}`;
    expect(renderAddress(path, `?${search}`, reads).length).toBeLessThanOrEqual(
      MAX_RENDER_PARAM_LENGTH,
    );
  });
});

describe('pages rendered from their path and the parameters they read', () => {
  let remote: FakeRemote;
  let shellDist: ReturnType<typeof makeShellDist>;
  let app: FastifyInstance;
  const now = 0;

  beforeEach(async () => {
    remote = await startFakeRemote();
    shellDist = makeShellDist();
    const config = {
      ...readShellConfig({ API_URL: 'http://127.0.0.1:9', PREVIEW_ORIGINS: '' }),
      remotes: { catalog: remote.url },
      pageCacheMs: 60_000,
    };
    ({ app } = await buildShellServer({ distDir: shellDist.dir, config, now: () => now }));
  });

  afterEach(async () => {
    await app.close();
    await remote.close();
    shellDist.remove();
  });

  const page = (url: string) => app.inject({ url });
  const LONG = 'x'.repeat(2_100);

  it('renders the home page once for any number of unknown parameters', async () => {
    for (let u = 0; u < 20; u += 1) await page(`/?u=${u}`);
    expect(remote.asked).toHaveLength(1);
  });

  it('serves the home page with unknown parameters from the cache', async () => {
    await page('/?u=first');
    const later = await page('/?u=second');
    expect(later.headers['x-page-cache']).toBe('hit');
  });

  it('asks the remote for the page without the parameters it does not read', async () => {
    await page('/?u=1&utm_source=mail');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/']);
  });

  it('renders one copy of a collection however its parameters are ordered or repeated', async () => {
    await page('/love-is?view=list&sort=newest&utm_source=x');
    await page('/love-is?sort=newest&utm_source=y&view=list&view=grid');
    await page('/love-is/?sort=newest&view=list');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/love-is?sort=newest&view=list']);
  });

  it('renders a product page asked with a 2,100-character parameter, from its path', async () => {
    await page(`/product/1?x=${LONG}`);
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/product/1']);
  });

  it('gives a product page asked with a 2,100-character parameter its own title', async () => {
    const answer = await page(`/product/1?x=${LONG}`);
    expect(answer.body).toContain('<title>Title of /product/1</title>');
  });

  it('drops an over-long value of a parameter the page reads', async () => {
    await page(`/love-is?sort=${LONG}&view=list`);
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/love-is?view=list']);
  });

  it("passes a visitor's own page the parameters it reads", async () => {
    await page('/cart?promo=HEALING10&ref=mail');
    expect(remote.asked.map((ask) => ask.path)).toEqual(['/cart?promo=HEALING10']);
  });

  it('refuses an over-long path with 414 in the shop’s error format', async () => {
    const answer = await page(`/product/${'1'.repeat(MAX_PAGE_PATH_LENGTH)}`);
    expect({ status: answer.statusCode, body: answer.json<unknown>() }).toEqual({
      status: 414,
      body: { statusCode: 414, message: 'The request path is too long.', error: 'URI Too Long' },
    });
  });

  it('asks no remote for an over-long path', async () => {
    await page(`/product/${'1'.repeat(MAX_PAGE_PATH_LENGTH)}`);
    expect(remote.asked).toEqual([]);
  });
});
