// Finding 3, as it was found: `GET /product/1?x=<2,100 characters>` made the catalog's /__render
// answer 400, the shell took that for the catalog failing and left it out of server rendering
// for 10 s, so every product page lost its content and title, /product/999999 answered 200, and
// those degraded pages went into the page cache. One such request every 10 s kept it off.
// Here the long URL is sent about once a second for 25 s while shoppers' product pages are
// read; every one must stay server rendered with its own title, the unknown product a 404, and
// no degraded page may come out of the page cache.

const ATTACK_MS = 25_000;
const ATTACK_EVERY_MS = 1_000;
/** Product pages read between two attacks. */
const PRODUCTS = [1, 2, 3];
const LONG_VALUE = 'x'.repeat(2_100);

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's <title>, its HTML entities read. */
function titleOf(/** @type {string} */ html) {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return raw
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** An area the shell's server left to the browser because its remote did not render it. */
const isDegraded = (/** @type {string} */ html) => /couldn(?:'|&#x27;|&#39;)t load/.test(html);
/** The catalog's own HTML is in the page: its area was rendered on the server. */
const hasCatalogArea = (/** @type {string} */ html) => html.includes('data-remote="catalog"');

/**
 * @typedef {object} PageRead
 * @property {string} target
 * @property {number} status
 * @property {string} cache the X-Page-Cache header ('' when absent)
 * @property {string} html
 */

/** @param {string} shopUrl @param {string} target @returns {Promise<PageRead>} */
async function read(shopUrl, target) {
  try {
    const answer = await fetch(`${shopUrl}${target}`, { signal: AbortSignal.timeout(10_000) });
    return {
      target,
      status: answer.status,
      cache: answer.headers.get('x-page-cache') ?? '',
      html: await answer.text(),
    };
  } catch (error) {
    return { target, status: 0, cache: '', html: String(error) };
  }
}

/** @type {import('../attacker.mjs').Phase} */
export default {
  name: 'long-urls',
  finding:
    "one long URL (/product/1?x=<2,100 characters>) switched a remote's server rendering off for every visitor",
  async run({ shopUrl, apiUrl, check }) {
    /** @type {Map<number, string>} */
    const names = new Map();
    for (const id of PRODUCTS) {
      /** @type {unknown} */
      const product = await (await fetch(`${apiUrl}/api/products/${id}`)).json();
      const name = product && typeof product === 'object' && 'name' in product ? product.name : '';
      if (typeof name !== 'string' || name === '') throw new Error(`product ${id} has no name`);
      names.set(id, name);
    }
    const short = (/** @type {string} */ target) =>
      target.length > 40 ? `${target.slice(0, 40)}...` : target;

    /** @type {PageRead[]} */
    const attacks = [];
    /** @type {PageRead[]} */
    const products = [];
    /** @type {PageRead[]} */
    const missing = [];
    const endsAt = Date.now() + ATTACK_MS;
    while (Date.now() < endsAt) {
      const startedAt = Date.now();
      attacks.push(await read(shopUrl, `/product/1?x=${LONG_VALUE}`));
      for (const id of PRODUCTS) products.push(await read(shopUrl, `/product/${id}`));
      missing.push(await read(shopUrl, '/product/999999'));
      await sleep(Math.max(0, ATTACK_EVERY_MS - (Date.now() - startedAt)));
    }

    check(
      'long-urls: the long URL itself is the product page, server rendered with its title',
      `${attacks.filter((page) => page.status === 200 && titleOf(page.html).includes(names.get(1) ?? '?')).length}/${attacks.length} long-URL requests`,
      attacks
        .filter(
          (page) =>
            page.status !== 200 ||
            !titleOf(page.html).includes(names.get(1) ?? '?') ||
            !hasCatalogArea(page.html),
        )
        .map(
          (page) =>
            `${short(page.target)}: ${page.status}, title "${titleOf(page.html)}", catalog area ${hasCatalogArea(page.html) ? 'rendered' : 'missing'}`,
        ),
    );

    const wrongProducts = products.filter((page) => {
      const id = Number(page.target.split('/').pop());
      return (
        page.status !== 200 ||
        !titleOf(page.html).includes(names.get(id) ?? '?') ||
        !hasCatalogArea(page.html) ||
        isDegraded(page.html)
      );
    });
    check(
      'long-urls: product pages stay server rendered with their own titles under the pattern',
      `${products.length - wrongProducts.length}/${products.length} product pages`,
      wrongProducts.map(
        (page) =>
          `${page.target}: ${page.status}, title "${titleOf(page.html)}", catalog area ${hasCatalogArea(page.html) ? 'rendered' : 'missing'}${isDegraded(page.html) ? ', degraded' : ''}`,
      ),
    );

    check(
      'long-urls: /product/999999 stays 404 under the pattern',
      `${missing.filter((page) => page.status === 404).length}/${missing.length} answered 404`,
      missing
        .filter((page) => page.status !== 404)
        .map((page) => `${page.target}: ${page.status}, title "${titleOf(page.html)}"`),
    );

    const fromCache = [...attacks, ...products, ...missing].filter((page) => page.cache === 'hit');
    const degraded = fromCache.filter(
      (page) => isDegraded(page.html) || (page.status === 200 && !hasCatalogArea(page.html)),
    );
    check(
      'long-urls: no degraded page served from the page cache',
      `${fromCache.length} pages from the cache, ${degraded.length} degraded`,
      degraded.map(
        (page) => `${short(page.target)}: X-Page-Cache hit with the catalog's area missing`,
      ),
    );
    check(
      'long-urls: the page cache is in use (the pages above were not all rendered afresh)',
      `${fromCache.length} hits`,
      fromCache.length > 0 ? [] : ['no answer said X-Page-Cache: hit'],
    );
  },
};
