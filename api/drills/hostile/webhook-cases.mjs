// The payment provider's webhook (`POST /api/payments/stripe/webhook`), as an attacker would call
// it: no signature, a forged or stale one, a huge body, a body that is not JSON, the wrong
// content type, the wrong method. Every one must be refused with a 4xx in the API's format and
// change nothing (no order paid, no payment_events row): the drill's table snapshot checks it.
import { createHmac } from 'node:crypto';

const WEBHOOK = '/api/payments/stripe/webhook';
/** Not the shop's secret: whatever it signs is a forgery. */
const FORGER_SECRET = 'whsec_hostile_drill_forger';

/** Stripe's header: `t=<seconds>,v1=<HMAC-SHA256 of "t.body" with the secret, in hex>`. */
function forgedSignature(/** @type {string} */ body, seconds = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', FORGER_SECRET).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

/** A checkout session's event as Stripe sends it, about an order of the drill's. */
function sessionEvent(/** @type {number} */ orderId, type = 'checkout.session.completed') {
  return JSON.stringify({
    id: `evt_hostile_${orderId}_${type.length}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_hostile_${orderId}`,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 100,
        currency: 'usd',
        payment_intent: `pi_test_hostile_${orderId}`,
        metadata: { orderId: String(orderId) },
      },
    },
  });
}

/**
 * @param {import('./fixtures.mjs').Fixtures} fixtures
 * @returns {import('./values.mjs').Case[]}
 */
export function webhookCases(fixtures) {
  const orderId = fixtures.orderId;
  const event = sessionEvent(orderId);
  /** @type {import('./values.mjs').Case[]} */
  const cases = [];
  const add = (
    /** @type {string} */ label,
    /** @type {Partial<import('./values.mjs').Case>} */ options,
  ) =>
    cases.push({
      label: `webhook: ${label}`,
      method: 'POST',
      path: WEBHOOK,
      rawBody: event,
      expect: 'refuse',
      ...options,
    });

  // Signatures: none, empty, not Stripe's shape, forged, stale, from the future, many.
  add('no signature', {});
  add('empty signature', { headers: { 'Stripe-Signature': '' } });
  for (const signature of [
    'garbage',
    't=,v1=',
    'v1=deadbeef',
    `t=${Math.floor(Date.now() / 1000)}`,
    `t=abc,v1=${'0'.repeat(64)}`,
    `t=${Math.floor(Date.now() / 1000)},v0=${'0'.repeat(64)}`,
    `t=${Math.floor(Date.now() / 1000)},v1=${'g'.repeat(64)}`,
    `t=-1,v1=${'0'.repeat(64)}`,
    `t=${'9'.repeat(400)},v1=${'0'.repeat(64)}`,
    `${'t=1,'.repeat(500)}v1=${'0'.repeat(64)}`,
    "t=1' OR '1'='1,v1=00",
    `t=1,v1=${'a'.repeat(7000)}`,
  ]) {
    add(`signature ${JSON.stringify(signature.slice(0, 30))}`, {
      headers: { 'Stripe-Signature': signature },
    });
  }
  add('signature header over 8 KB', {
    headers: { 'Stripe-Signature': `t=1,v1=${'a'.repeat(9000)}` },
  });
  add('forged signature', { headers: { 'Stripe-Signature': forgedSignature(event) } });
  add('forged signature, many v1', {
    headers: {
      'Stripe-Signature': `${forgedSignature(event)},v1=${'0'.repeat(64)},v1=${'f'.repeat(64)}`,
    },
  });
  add('stale forged signature', {
    headers: { 'Stripe-Signature': forgedSignature(event, Math.floor(Date.now() / 1000) - 3600) },
  });
  add('future forged signature', {
    headers: { 'Stripe-Signature': forgedSignature(event, Math.floor(Date.now() / 1000) + 3600) },
  });
  add('signature of another body', {
    headers: { 'Stripe-Signature': forgedSignature(sessionEvent(orderId + 1)) },
  });
  for (const type of [
    'checkout.session.async_payment_succeeded',
    'checkout.session.expired',
    'charge.refunded',
    'not.a.type',
  ]) {
    const body = sessionEvent(orderId, type);
    add(`forged ${type}`, {
      rawBody: body,
      headers: { 'Stripe-Signature': forgedSignature(body) },
    });
  }

  // Huge bodies: over the 256 KB the endpoint reads, and far over.
  for (const size of [256 * 1024 + 1, 1024 * 1024, 5 * 1024 * 1024]) {
    const body = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(size) });
    add(`body of ${size} bytes`, {
      rawBody: body,
      headers: { 'Stripe-Signature': forgedSignature(body) },
    });
  }

  // Not JSON, or not an event, each with a signature forged over exactly that body.
  for (const body of [
    '',
    '{',
    'not json',
    '\u0000',
    '[]',
    'null',
    '"evt"',
    '{"id":"evt_x"}',
    '{"id":"evt_x","type":"checkout.session.completed","data":null}',
    '{"__proto__":{"isAdmin":true},"type":"checkout.session.completed"}',
    '['.repeat(5000) + ']'.repeat(5000),
    Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('latin1'),
  ]) {
    add(`body ${JSON.stringify(body.slice(0, 30))}`, {
      rawBody: body,
      headers: { 'Stripe-Signature': forgedSignature(body) },
    });
    add(`body ${JSON.stringify(body.slice(0, 30))}, unsigned`, { rawBody: body });
  }

  // The wrong content type (and none at all), with a forged signature.
  for (const contentType of [
    '',
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/octet-stream',
    'image/png',
  ]) {
    add(`content type ${JSON.stringify(contentType)}`, {
      contentType,
      headers: { 'Stripe-Signature': forgedSignature(event) },
    });
  }
  add('form-encoded event', {
    contentType: 'application/x-www-form-urlencoded',
    rawBody: `type=checkout.session.completed&data[object][metadata][orderId]=${orderId}`,
    headers: { 'Stripe-Signature': forgedSignature(event) },
  });

  // The wrong method, and the path with something more.
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    add(`${method}`, { method, headers: { 'Stripe-Signature': forgedSignature(event) } });
  }
  add('path with a suffix', {
    path: `${WEBHOOK}/../webhook`,
    headers: { 'Stripe-Signature': forgedSignature(event) },
  });
  add('path with a query', {
    path: `${WEBHOOK}?event=${encodeURIComponent(event)}`,
    rawBody: '',
  });
  return cases;
}
