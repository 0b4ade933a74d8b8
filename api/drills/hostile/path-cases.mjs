// Bad ids and names in paths, hostile query strings, forged headers and wrong methods.
import { BAD_IDS, SCRIPT, SQL, STRINGS, TRAVERSAL, UNICODE } from './values.mjs';

/**
 * Percent-encoded; a lone surrogate becomes the invalid UTF-8 a hostile client would send.
 * @param {string} value
 */
function enc(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%A-Za-z0-9]/g, (c) => encodeURIComponent(c));
  }
}

/** @param {import('./fixtures.mjs').Fixtures} f */
export function pathCases(f) {
  /** @type {import('./values.mjs').Case[]} */
  const cases = [];
  /** @type {(method: string, path: string, extra?: Partial<import('./values.mjs').Case>) => void} */
  const add = (method, path, extra = {}) => {
    cases.push({
      label: `${method} ${path.slice(0, 80)}`,
      method,
      path,
      expect: 'refuse',
      ...extra,
    });
  };
  const session = { 'x-session-id': f.sessionId };
  const admin = { authorization: `Bearer ${f.adminToken}` };
  const segments = [...BAD_IDS, ...[...SQL, ...SCRIPT, ...UNICODE, ...TRAVERSAL].map(enc)];
  const variantsBody = JSON.stringify({
    options: [],
    variants: [{ id: f.variantId, options: {}, stock: 5 }],
  });

  for (const id of segments) {
    add('GET', `/api/products/${id}`);
    add('GET', `/api/products/${id}/related`);
    add('GET', `/api/products/${id}/reviews`);
    add('GET', `/api/products/${id}/reviews?page=1&pageSize=10`);
    add('GET', `/api/admin/products/${id}/variants`, { headers: admin });
    add('GET', `/api/admin/emails/${id}`, { headers: admin });
    add('PUT', `/api/admin/products/${id}/variants`, { headers: admin, rawBody: variantsBody });
    add('PUT', `/api/admin/products/variants/${id}/stock`, {
      headers: admin,
      rawBody: '{"stock":5}',
    });
    add('GET', `/api/blog/${id}`);
    add('GET', `/api/orders/${id}`, { headers: session });
    add('GET', `/api/uploads/${id}`);
    add('GET', `/api/images/products/${id}`);
    add('GET', `/api/images/blog/${id}`);
    add('GET', `/api/images/designs/${id}`);
    add('GET', `/api/images/social/products/${id}.png`);
    add('GET', `/api/images/social/blog/${id}.png`);
    add('GET', `/api/products/collection/${id}`);
    add('GET', `/api/cart/${id}`);
    add('GET', `/api/cart/${id}/summary`);
    add('PUT', `/api/cart/${id}`, { headers: session, rawBody: '{"quantity":2}' });
    add('DELETE', `/api/cart/${id}`, { headers: session });
    add('DELETE', `/api/cart/session/${id}`);
    add('PUT', `/api/cart/${id}/promo`, { rawBody: '{"code":"HEALING10"}' });
    add('DELETE', `/api/cart/${id}/promo`);
    add('POST', `/api/healing-moments/${id}/like`, { headers: session });
    add('DELETE', `/api/healing-moments/${id}/like`, { headers: session });
    add('POST', `/api/admin/healing-moments/${id}/approve`, { headers: admin });
    add('GET', `/api/admin/orders/${id}/items/1/proof.png`, { headers: admin });
    add('GET', `/api/admin/orders/${f.orderId}/items/${id}/proof.png`, { headers: admin });
    add('GET', `/api/admin/orders/${f.orderId}/items/${id}/upload`, { headers: admin });
    add('POST', `/api/admin/healing-moments/${id}/reject`, { headers: admin });
  }
  // Ids that are well formed but not the caller's, or not there.
  for (const id of [2147483647, f.otherItemId]) {
    add('PUT', `/api/cart/${id}`, { headers: session, rawBody: '{"quantity":2}' });
    add('DELETE', `/api/cart/${id}`, { headers: session });
  }
  add('GET', `/api/orders/${f.orderId}`, { headers: { 'x-session-id': f.emptySessionId } });
  // A line that is not there, or not custom (the order's only line is a product): no proof.
  for (const id of [2147483647, 1]) {
    add('GET', `/api/admin/orders/${f.orderId}/items/${id}/proof.png`, { headers: admin });
    add('GET', `/api/admin/orders/${f.orderId}/items/${id}/upload`, { headers: admin });
  }
  // Products and variants that do not exist (or are another product's).
  for (const id of [2147483647, 1_000_000]) {
    add('GET', `/api/products/${id}`);
    add('GET', `/api/products/${id}/related`);
    add('GET', `/api/products/${id}/reviews`);
    add('GET', `/api/admin/products/${id}/variants`, { headers: admin });
    add('PUT', `/api/admin/products/${id}/variants`, { headers: admin, rawBody: variantsBody });
    add('PUT', `/api/admin/products/variants/${id}/stock`, {
      headers: admin,
      rawBody: '{"stock":5}',
    });
  }
  add('PUT', `/api/admin/products/${f.sizedProductId}/variants`, {
    headers: admin,
    rawBody: variantsBody,
  });
  // A product's reviews, paged out of range or not by whole numbers.
  for (const query of [
    'page=0',
    'page=-1',
    'page=100001',
    'page=1.5',
    'page=1e3',
    'page=abc',
    'page=0x10',
    'pageSize=0',
    'pageSize=51',
    'pageSize=-5',
    'pageSize=99999999999999999999',
  ]) {
    add('GET', `/api/products/${f.productId}/reviews?${query}`);
  }
  for (const query of ['page=1&pageSize=', 'page[]=1', 'page[x]=1', 'page=1&page=2', 'unknown=1']) {
    add('GET', `/api/products/${f.productId}/reviews?${query}`, { expect: 'read' });
  }
  // Kinds: several, nested, in the wrong case, in a collection's list, with a category.
  for (const query of [
    'kind=t-shirt&kind=cap',
    'kind[]=t-shirt',
    'kind[x]=cap',
    'kind=T-SHIRT',
    'kind=t-shirt%00',
    'kind=%20t-shirt',
    'kind=',
  ]) {
    add('GET', `/api/products?${query}`, { expect: 'read' });
    add('GET', `/api/products/collection/love-is?${query}&category=apparel`, { expect: 'read' });
  }
  add('GET', '/api/uploads/3f0e9a52-5d1c-4b8e-9a31-2c7d8e6f1a00');
  // A design's picture: its address is the design, so every field is the visitor's to forge.
  const design = 'productType=tshirts&category=love-is';
  for (const query of [
    '',
    'productType=spaceship&category=love-is',
    'productType=tshirts',
    'productType[]=tshirts&category=love-is',
    `${design}&textColor=red`,
    `${design}&textColor=%23ff000000`,
    `${design}&fontSize=huge`,
    `${design}&customText=one%0Atwo`,
    `${design}&customText=${'x'.repeat(3000)}`,
    `${design}&templateId=${enc("'; DROP TABLE orders; --")}`,
    `${design}&uploadId=..%2F..%2Fetc%2Fpasswd`,
    `${design}&v=${'9'.repeat(40)}`,
  ]) {
    add('GET', `/api/designs/preview.png?${query}`);
  }
  for (const query of [
    design,
    `${design}&customText=${enc('Be gentle 🌸 <b>')}&fontSize=large&textColor=%239A4658`,
    `${design}&uploadId=3f0e9a52-5d1c-4b8e-9a31-2c7d8e6f1a00`,
    `${design}&unknown=1`,
    `${design}&category=inner-beauty`,
  ]) {
    add('GET', `/api/designs/preview.png?${query}`, { expect: 'read' });
  }

  for (const value of [...STRINGS.slice(0, -1), 'x'.repeat(3000)].map(enc)) {
    add('GET', `/api/products?category=${value}&sort=${value}`, { expect: 'read' });
    add('GET', `/api/products?kind=${value}`, { expect: 'read' });
    add('GET', `/api/products/collection/inner-beauty?kind=${value}&sort=${value}`, {
      expect: 'read',
    });
    add('GET', `/api/products/${f.productId}/reviews?page=${value}&pageSize=${value}`, {
      expect: 'read',
    });
    add('GET', `/api/products/${f.sizedProductId}/related?limit=${value}`, { expect: 'read' });
    add('GET', `/api/admin/products/low-stock?threshold=${value}`, {
      headers: admin,
      expect: 'read',
    });
    add('GET', `/api/search?q=${value}&category=${value}&sort=${value}`, { expect: 'read' });
    add('GET', `/api/search?q=${value}`, { expect: 'read' });
    add('GET', `/api/search/suggestions?q=${value}`, { expect: 'read' });
    add('GET', `/api/healing-moments?limit=${value}`, { expect: 'read' });
    add('GET', `/api/cart/${f.sessionId}/summary?promoCode=${value}`, { expect: 'read' });
    add('GET', `/api/admin/healing-moments?status=${value}`, { headers: admin, expect: 'read' });
    add('GET', `/api/products?category=apparel&category=${value}&unknown[deep][x]=1`, {
      expect: 'read',
    });
  }
  add('GET', `/api/products?${'a=1&'.repeat(5000)}`, { expect: 'read' });
  add('GET', `/api/products?category=${'x'.repeat(20_000)}`, { expect: 'read' });
  add('GET', `/api/search?q=${'x'.repeat(20_000)}`, { expect: 'read' });
  add('GET', `/api/search?q=tee&q=cap&q[deep]=1`, { expect: 'read' });

  // Forged or broken headers on the endpoints that read them.
  for (const value of [
    // eslint-disable-next-line no-control-regex -- what a header cannot carry
    ...STRINGS.filter((s) => !/[\u0000-\u001f\u007f-\uffff]/.test(s)),
    'session_1_short',
    `session_${Date.now()}_${'A'.repeat(200)}`,
  ]) {
    const headers = { 'x-session-id': value };
    add('PUT', `/api/cart/${f.itemId}`, { headers, rawBody: '{"quantity":3}' });
    add('DELETE', `/api/cart/${f.itemId}`, { headers });
    add('GET', `/api/orders/${f.orderId}`, { headers });
    add('POST', `/api/healing-moments/${f.storyId}/like`, { headers });
    add('GET', '/api/healing-moments/likes', { headers });
    add('POST', '/api/checkout', {
      headers: { 'idempotency-key': value },
      rawBody: JSON.stringify({ sessionId: f.emptySessionId }),
    });
    for (const authorization of [
      value,
      `Bearer ${value}`,
      `Basic ${Buffer.from(value).toString('base64')}`,
    ]) {
      add('GET', '/api/admin/healing-moments', { headers: { authorization } });
      add('POST', `/api/admin/healing-moments/${f.pendingStoryId}/approve`, {
        headers: { authorization },
      });
    }
  }
  add('POST', `/api/admin/healing-moments/${f.pendingStoryId}/approve`);
  add('POST', `/api/admin/healing-moments/${f.pendingStoryId}/reject`, {
    headers: { authorization: `Bearer ${f.adminToken}x` },
  });

  // Methods a route does not have, and addresses that do not exist.
  for (const [method, path] of [
    ['PATCH', `/api/cart/${f.itemId}`],
    ['PUT', '/api/products'],
    ['DELETE', '/api/checkout'],
    ['POST', '/api/products/1'],
    ['PUT', '/api/newsletter'],
    ['DELETE', '/api/healing-moments'],
    ['PATCH', '/api/contact'],
    ['POST', '/api/health'],
    ['POST', '/api/data-version'],
    ['PUT', '/api/data-version'],
    ['DELETE', '/api/data-version'],
    ['DELETE', '/api/uploads/3f0e9a52-5d1c-4b8e-9a31-2c7d8e6f1a00'],
    ['GET', '/api/../../etc/passwd'],
    ['GET', '/api/%2e%2e/%2e%2e/etc/passwd'],
    ['GET', '/api/admin'],
    ['POST', '/api/admin/healing-moments'],
    ['GET', `/api/${'a/'.repeat(2000)}`],
    ['GET', '/api/products/1/../../../etc/passwd'],
  ]) {
    add(method, path);
  }
  // The shells' poll takes no input: a hostile query string changes nothing and is only read.
  for (const value of [...SQL, ...SCRIPT, ...TRAVERSAL]) {
    add('GET', `/api/data-version?version=${enc(value)}&${enc(value)}=1`, { expect: 'read' });
  }
  return cases;
}
