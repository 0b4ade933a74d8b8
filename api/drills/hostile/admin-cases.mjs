// The back office's endpoints without the owner: no session, a shopper's session id, forged
// and malformed session cookies, wrong and hostile automation tokens, and hostile sign-ins.
// Every one must be refused (401, or 400/429 for a sign-in) and change nothing.
import { SCRIPT, SQL, UNICODE } from './values.mjs';

/**
 * Every /api/admin endpoint but the sign-in, with a body that would be valid for the owner.
 * @param {import('./fixtures.mjs').Fixtures} f
 */
const endpointsOf = (f) => [
  { method: 'GET', path: '/api/admin/session' },
  { method: 'DELETE', path: '/api/admin/session' },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/dashboard' },
  { method: 'GET', path: '/api/admin/waiting' },
  { method: 'GET', path: '/api/admin/healing-moments' },
  { method: 'GET', path: '/api/admin/healing-moments/counts' },
  { method: 'POST', path: '/api/admin/healing-moments/{story}/approve' },
  { method: 'POST', path: '/api/admin/healing-moments/{story}/reject' },
  { method: 'GET', path: '/api/admin/reviews' },
  { method: 'POST', path: '/api/admin/reviews/1/approve' },
  { method: 'POST', path: '/api/admin/reviews/1/reject' },
  { method: 'GET', path: '/api/admin/orders?q=%25' },
  { method: 'GET', path: '/api/admin/orders/{order}' },
  {
    method: 'POST',
    path: '/api/admin/orders/{order}/payment-link',
    body: { url: 'https://pay.example.com/x' },
  },
  { method: 'POST', path: '/api/admin/orders/{order}/paid', body: {} },
  {
    method: 'POST',
    path: '/api/admin/orders/{order}/shipped',
    body: { trackingNumber: '1Z999AA10123456784' },
  },
  { method: 'POST', path: '/api/admin/orders/{order}/delivered', body: {} },
  { method: 'POST', path: '/api/admin/orders/{order}/cancel', body: {} },
  { method: 'GET', path: '/api/admin/orders/{order}/items/1/proof.png' },
  { method: 'GET', path: '/api/admin/orders/{order}/items/1/upload' },
  {
    method: 'POST',
    path: '/api/admin/orders/{order}/refunds',
    body: { amount: '1.00', method: 'card' },
  },
  { method: 'POST', path: '/api/admin/orders/{order}/undo', body: { step: 'paid' } },
  { method: 'GET', path: '/api/admin/products' },
  { method: 'GET', path: '/api/admin/products/{product}' },
  { method: 'GET', path: '/api/admin/products/low-stock' },
  { method: 'GET', path: '/api/admin/products/low-stock?threshold=1000' },
  { method: 'GET', path: '/api/admin/products/{product}/variants' },
  {
    method: 'PUT',
    path: '/api/admin/products/{product}/variants',
    body: { options: [], variants: [{ id: f.variantId, options: {}, stock: 0 }] },
  },
  { method: 'PUT', path: '/api/admin/products/variants/{variant}/stock', body: { stock: 0 } },
  { method: 'POST', path: '/api/admin/products/{product}/restore' },
  { method: 'POST', path: '/api/admin/products/{product}/image' },
  {
    method: 'POST',
    path: '/api/admin/products',
    body: {
      name: 'Forged',
      description: 'Forged',
      price: '1.00',
      kind: 't-shirt',
      collection: 'love-is',
      inStock: true,
    },
  },
  { method: 'PUT', path: '/api/admin/products/{product}', body: { price: '0.01' } },
  { method: 'POST', path: '/api/admin/products/{product}/archive' },
  { method: 'GET', path: '/api/admin/messages' },
  { method: 'POST', path: '/api/admin/messages/1/handled', body: { handled: true } },
  { method: 'GET', path: '/api/admin/subscribers' },
  { method: 'GET', path: '/api/admin/subscribers.csv' },
  { method: 'DELETE', path: '/api/admin/subscribers/1' },
  { method: 'GET', path: '/api/admin/emails' },
  { method: 'GET', path: '/api/admin/emails/order-shipped' },
  { method: 'GET', path: '/api/admin/emails/%3Cscript%3E' },
];

const COOKIE = 'healing_admin_session';

/**
 * What a request may carry instead of the owner's session.
 * @param {string} sessionId
 * @returns {Record<string, string>[]}
 */
function impostors(sessionId) {
  const cookies = [
    '',
    'x',
    '0'.repeat(64),
    'A'.repeat(43),
    'A'.repeat(5000),
    ...SQL,
    ...SCRIPT,
    // Percent-encoded text from outside ASCII (a header value itself is bytes).
    ...['é', '\u202egnp.exe', '\u{1F469}\u200d\u{1F467}', 'e\u0301'.repeat(50)].map((value) =>
      encodeURIComponent(value),
    ),
  ].map((value) => ({ cookie: `${COOKIE}=${value}` }));
  return [
    {},
    { 'x-session-id': sessionId },
    { cookie: `session=${sessionId}` },
    { cookie: `${COOKIE}=a; ${COOKIE}=b` },
    { cookie: `${COOKIE}` },
    { cookie: '; ;;=' },
    ...cookies,
    { authorization: 'Bearer ' },
    { authorization: 'Bearer x' },
    { authorization: `Basic ${Buffer.from('owner:owner').toString('base64')}` },
    ...SQL.map((value) => ({ authorization: `Bearer ${value}` })),
  ];
}

/**
 * @param {import('./fixtures.mjs').Fixtures} f
 * @returns {import('./values.mjs').Case[]}
 */
export function adminCases(f) {
  /** @type {import('./values.mjs').Case[]} */
  const cases = [];
  /** @type {Record<string, string>} */
  const ids = {
    story: String(f.pendingStoryId),
    order: String(f.orderId),
    product: String(f.productId),
    variant: String(f.variantId),
  };
  for (const endpoint of endpointsOf(f)) {
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, /** @type {string} */ name) => ids[name]);
    for (const headers of impostors(f.sessionId)) {
      // DELETE /api/admin/session signs out whoever asks: a 204 that changes nothing.
      const signOut = endpoint.method === 'DELETE' && endpoint.path === '/api/admin/session';
      cases.push({
        label: `${endpoint.method} ${endpoint.path} as ${JSON.stringify(headers).slice(0, 60)}`,
        method: endpoint.method,
        path,
        headers,
        body: endpoint.body,
        expect: signOut ? 'read' : 'refuse',
      });
    }
  }
  // Sign-ins that cannot succeed: no owner exists in the drill's database.
  const names = ['owner', 'admin', ...SQL, ...SCRIPT, ...UNICODE, 'a'.repeat(10_000)];
  for (const username of names) {
    for (const password of ['password', ...SQL.slice(0, 2), 'x'.repeat(100_000)]) {
      cases.push({
        label: `POST /api/admin/session ${JSON.stringify(username).slice(0, 30)}`,
        method: 'POST',
        path: '/api/admin/session',
        body: { username, password },
        expect: 'refuse',
      });
    }
  }
  return cases;
}
