// The payment provider's webhook (`POST /api/payments/stripe/webhook`), as an attacker would call
// it, against the drill's API running with Stripe configured (its API a local stand-in that is
// down), so that every case goes through the real check: the Stripe SDK's `constructEvent`, then
// the settlement (payments/). First as a forger: no signature, a forged or stale one, a huge
// body, a body that is not JSON, the wrong content type, the wrong method. Then signed with the
// shop's own webhook secret, as only Stripe (or a leaked secret) could: stale, from the future,
// over another body; not JSON, not an object, not an event of a kind the shop handles, no
// checkout session in it; about a session the shop never made, or about the session it did make
// but naming another order, an id that is no order's, a string, a huge or negative number; odd
// amounts, currencies, metadata and event ids. Every one must be refused with a 4xx in the API's
// format and change nothing (no order paid, no payment_events, order_events, audit or mail row):
// the drill's table snapshot checks it. A signed case names why it must be refused (`because`),
// so that one refused earlier than meant (say its signature went stale) is a finding too.
//
// Not in the corpus, since the shop rightly acts on them: an event about the session it made
// that names its own order, or no order at all (the session id is what the signature vouches
// for), even with an amount or currency that is not the order's (that is flagged to the owners).
import { createHmac, randomBytes } from 'node:crypto';

const WEBHOOK = '/api/payments/stripe/webhook';
/** The shop's webhook signing secret in the drill (STRIPE_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'whsec_hostile_drill_shop_secret';
/** Not the shop's secret: whatever it signs is a forgery. */
const FORGER_SECRET = 'whsec_hostile_drill_forger';
/** The Stripe SDK's tolerance for a signature's age, in seconds (stripe-payments.ts). */
const TOLERANCE_SECONDS = 300;

const now = () => Math.floor(Date.now() / 1000);

/** Stripe's header: `t=<seconds>,v1=<HMAC-SHA256 of "t.body" with the secret, in hex>`. */
function signature(/** @type {string} */ secret, /** @type {string} */ body, seconds = now()) {
  const v1 = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

function forgedSignature(/** @type {string} */ body, seconds = now()) {
  return signature(FORGER_SECRET, body, seconds);
}

/** Signed as Stripe signs: with the shop's own secret. */
function shopSignature(/** @type {string} */ body, seconds = now()) {
  return signature(WEBHOOK_SECRET, body, seconds);
}

/** A checkout session's event as Stripe sends it, about an order of the drill's. */
function sessionEvent(/** @type {number} */ orderId, type = 'checkout.session.completed') {
  return JSON.stringify(
    eventOf({ type, id: `evt_hostile_${orderId}_${type.length}` }, { orderId }),
  );
}

/**
 * An event object: `checkout.session.completed` of a paid session of $1.00 about `orderId`,
 * with `fields` and `session` laid over the event's and its session's fields (an `undefined`
 * leaves a field out).
 * @param {Record<string, unknown>} fields
 * @param {{ orderId?: unknown } & Record<string, unknown>} session
 */
function eventOf(fields, { orderId, ...session }) {
  return {
    id: 'evt_hostile_signed',
    object: 'event',
    type: 'checkout.session.completed',
    created: now(),
    data: {
      object: {
        id: 'cs_test_hostile_never_made',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 100,
        currency: 'usd',
        payment_intent: 'pi_test_hostile',
        metadata: { orderId: String(orderId) },
        ...session,
      },
    },
    ...fields,
  };
}

/** Why a signed case is refused: the API's own words (stripe-payments.ts, payment-settlement). */
const NOT_VERIFIED = /could not be verified/;
const NOT_HANDLED = /does not handle/;
const NO_SESSION = /carries no checkout session/;
const NOT_STARTED = /did not start/;
const NO_ID = /has no id/;
const NO_REFUND = /carries no refund/;

/** Whether the API takes `id` as an event's id (a string of 1 to 255 characters). */
const isEventId = (/** @type {unknown} */ id) =>
  typeof id === 'string' && id.length > 0 && id.length <= 255;

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
  signedCases(fixtures, add);
  return cases;
}

/**
 * Cases signed with the shop's own secret: each must get past (or fail) the signature check for
 * the reason it names, and be refused all the same.
 * @param {import('./fixtures.mjs').Fixtures} fixtures
 * @param {(label: string, options: Partial<import('./values.mjs').Case>) => void} addCase
 */
function signedCases(fixtures, addCase) {
  const { orderId, payingOrderId, paymentSessionId } = fixtures;
  /** The session the shop made, for its order: only the order named differs. */
  const ours = { id: paymentSessionId, orderId: payingOrderId };
  /**
   * @param {string} label
   * @param {string} body
   * @param {RegExp | undefined} because
   * @param {{ seconds?: number, contentType?: string, path?: string }} [options]
   */
  const signed = (label, body, because, { seconds, ...options } = {}) =>
    addCase(`signed: ${label}`, {
      rawBody: body,
      headers: { 'Stripe-Signature': shopSignature(body, seconds) },
      ...(because ? { because } : {}),
      ...options,
    });
  /** An event (eventOf), signed. */
  const signedEvent = (
    /** @type {string} */ label,
    /** @type {RegExp} */ because,
    /** @type {Record<string, unknown>} */ fields,
    /** @type {{ orderId?: unknown } & Record<string, unknown>} */ session,
  ) => signed(label, JSON.stringify(eventOf(fields, session)), because);

  // The signature itself: too old, from the future, over another body or another moment.
  const theirs = JSON.stringify(eventOf({}, { orderId }));
  for (const age of [TOLERANCE_SECONDS + 1, 3600, 86_400 * 365]) {
    signed(`${age} s old`, theirs, NOT_VERIFIED, { seconds: now() - age });
  }
  signed('at second 0', theirs, NOT_VERIFIED, { seconds: 0 });
  // The SDK checks only a signature's age, not that it is not yet due: a signature from the
  // future passes, and the settlement refuses the event (no session of the shop's).
  for (const ahead of [3600, 86_400 * 365 * 10]) {
    signed(`${ahead} s in the future`, theirs, NOT_STARTED, { seconds: now() + ahead });
  }
  // The session the shop made, naming the other order: refused even were its signature good.
  // (Nothing signed here is an event the shop would act on, but where a case says it must be.)
  const other = JSON.stringify(eventOf({}, { ...ours, orderId }));
  addCase('signed: over another body', {
    rawBody: theirs,
    headers: { 'Stripe-Signature': shopSignature(other) },
    because: NOT_VERIFIED,
  });
  for (const [label, sent] of [
    ['a space added', `${other} `],
    ['a newline added', `${other}\n`],
    ['re-serialised with indentation', JSON.stringify(JSON.parse(other), null, 2)],
  ]) {
    addCase(`signed: over the body, ${label}`, {
      rawBody: sent,
      headers: { 'Stripe-Signature': shopSignature(other) },
      because: NOT_VERIFIED,
    });
  }
  // Not JSON any more: the body parser's 400, before the signature is looked at.
  addCase('signed: over the body, cut short', {
    rawBody: other.slice(0, -1),
    headers: { 'Stripe-Signature': shopSignature(other) },
  });
  {
    const seconds = now();
    const v1 = /v1=([0-9a-f]+)/.exec(shopSignature(other, seconds))?.[1] ?? '';
    for (const [label, header] of [
      ['another moment named', `t=${seconds - 1},v1=${v1}`],
      ['in capitals', `t=${seconds},v1=${v1.toUpperCase()}`],
      ['as v0', `t=${seconds},v0=${v1}`],
      ['cut short', `t=${seconds},v1=${v1.slice(0, 63)}`],
    ]) {
      addCase(`signed: signature ${label}`, {
        rawBody: other,
        headers: { 'Stripe-Signature': header },
        because: NOT_VERIFIED,
      });
    }
  }

  // Not JSON, signed: the API's body parser refuses it (a 400) before the signature is looked at,
  // and the webhook reads no other type (text is a 415), so the SDK never parses it.
  for (const body of [
    '',
    '{',
    'not json',
    '\u0000',
    `\ufeff${other}`,
    `${other}}`,
    Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString('latin1'),
  ]) {
    const label = `not JSON ${JSON.stringify(body.slice(0, 20))}`;
    signed(`${label}, as text`, body, undefined, { contentType: 'text/plain' });
    signed(label, body, undefined);
  }
  // JSON, but not an object: the SDK hands back whatever JSON it parsed, and none is an event.
  for (const body of [
    'null',
    '[]',
    '"evt"',
    '1',
    'true',
    '[{"type":"checkout.session.completed"}]',
  ]) {
    const label = `JSON ${JSON.stringify(body.slice(0, 30))}`;
    signed(label, body, NOT_HANDLED);
    signed(`${label}, as text`, body, undefined, { contentType: 'text/plain' });
  }
  signed('JSON nested 5000 deep', '['.repeat(5000) + ']'.repeat(5000), undefined);

  // An event of a kind the shop does not handle, about the session it made, for its order: were
  // the kind not checked, this one would settle the order.
  for (const type of [
    'charge.refunded',
    'payment_intent.succeeded',
    'checkout.session.created',
    'CHECKOUT.SESSION.COMPLETED',
    'checkout.session.completed ',
    'checkout.session.completed\u0000',
    'not.a.type',
    '',
    '__proto__',
    'constructor',
    1,
    null,
    ['checkout.session.completed'],
    { type: 'checkout.session.completed' },
    undefined,
  ]) {
    signedEvent(`of type ${JSON.stringify(type)}`, NOT_HANDLED, { type }, ours);
  }
  // A handled kind without a checkout session in it.
  for (const [label, object] of /** @type {[string, unknown][]} */ ([
    ['a payment intent', { id: 'pi_x', object: 'payment_intent', metadata: {} }],
    ["a session's fields, no object", { id: paymentSessionId, status: 'complete' }],
    ["'checkout.session' in capitals", { id: paymentSessionId, object: 'Checkout.Session' }],
    ['null', null],
    ['a string', paymentSessionId],
    ['an array', [{ id: paymentSessionId, object: 'checkout.session' }]],
    ['a number', 1],
  ])) {
    signed(
      `data.object ${label}`,
      JSON.stringify({ ...eventOf({}, ours), data: { object: object } }),
      NO_SESSION,
    );
  }
  signed('data empty', JSON.stringify({ ...eventOf({}, ours), data: {} }), NO_SESSION);
  signed('data null', JSON.stringify({ ...eventOf({}, ours), data: null }), NO_SESSION);
  signed('no data', JSON.stringify({ ...eventOf({}, ours), data: undefined }), NO_SESSION);
  signed('data a string', JSON.stringify({ ...eventOf({}, ours), data: 'x' }), NO_SESSION);
  signed('only a type', '{"type":"checkout.session.completed"}', NO_SESSION);

  // A session the shop never made: every handled kind, about the order that has none (placed
  // while Stripe was down), about orders that do not exist, with any order id or none.
  for (const type of [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ]) {
    signedEvent(`${type}, a session never made`, NOT_STARTED, { type }, { orderId });
    signedEvent(
      `${type}, its order's session id`,
      NOT_STARTED,
      { type },
      {
        id: `cs_test_hostile_${orderId}`,
        orderId,
      },
    );
  }
  /** Order ids as a forger (or a confused integration) might write them in the metadata. */
  const orderIds = [
    payingOrderId + 1000,
    2147483647,
    '9007199254740993',
    '99999999999999999999',
    '9'.repeat(400),
    1e308,
    'abc',
    '-1',
    -payingOrderId,
    0,
    1.5,
    '',
    `${payingOrderId}; DROP TABLE orders`,
    null,
    { id: payingOrderId },
  ];
  for (const id of orderIds) {
    const label = JSON.stringify(id).slice(0, 30);
    signedEvent(
      `a session never made, order ${label}`,
      NOT_STARTED,
      {},
      {
        orderId: undefined,
        metadata: { orderId: id },
      },
    );
  }
  for (const [label, session] of /** @type {[string, Record<string, unknown>][]} */ ([
    ['no metadata', { metadata: undefined }],
    ['metadata null', { metadata: null }],
    ['metadata a string', { metadata: String(payingOrderId) }],
    ['only client_reference_id', { metadata: undefined, client_reference_id: payingOrderId }],
  ])) {
    signedEvent(`a session never made, ${label}`, NOT_STARTED, {}, session);
  }
  // Session ids that are not the one the shop made.
  for (const id of [
    `${paymentSessionId} `,
    ` ${paymentSessionId}`,
    paymentSessionId.toUpperCase(),
    `${paymentSessionId}\u0000`,
    `${paymentSessionId}' OR '1'='1`,
    '%',
    'cs_test_hostile_drill_%',
    '',
    'x'.repeat(200_000),
    1,
    null,
    undefined,
    [paymentSessionId],
    { id: paymentSessionId },
  ]) {
    const label = JSON.stringify(id)?.slice(0, 30) ?? 'undefined';
    // A NUL is refused by PostgreSQL's text type, before the look-up (a 400 all the same).
    const because = typeof id === 'string' && id.includes('\u0000') ? undefined : NOT_STARTED;
    signed(
      `session id ${label}`,
      JSON.stringify(eventOf({}, { id, orderId: payingOrderId })),
      because,
    );
  }

  // The session the shop made, but naming another order: an order that has no session of its
  // own, or none at all (whole, huge, as text); by the metadata or the client reference.
  for (const id of [
    orderId,
    payingOrderId + 1000,
    2147483647,
    '9007199254740993',
    '99999999999999999999',
    1e308,
    ` ${orderId}`,
    `${orderId}.0`,
  ]) {
    const label = JSON.stringify(id);
    signedEvent(`its session, order ${label}`, NOT_STARTED, {}, { ...ours, orderId: id });
  }
  signedEvent(
    `its session, client reference of order ${orderId}`,
    NOT_STARTED,
    {},
    {
      ...ours,
      orderId: undefined,
      metadata: undefined,
      client_reference_id: String(orderId),
    },
  );
  for (const type of [
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ]) {
    signedEvent(
      `${type}, its session, order ${orderId}`,
      NOT_STARTED,
      { type },
      {
        ...ours,
        orderId,
      },
    );
  }

  // Odd amounts, currencies and event ids: on a session never made, and on the shop's own
  // session naming another order. The event id is recorded only once the session is the shop's
  // and the order its own, so none of these may leave a payment_events row.
  /** @type {[string, Record<string, unknown>, Record<string, unknown>][]} */
  const odd = [
    ['amount as text', {}, { amount_total: '100' }],
    ['amount negative', {}, { amount_total: -100 }],
    ['amount huge', {}, { amount_total: 1e308 }],
    ['amount past 2^63', {}, { amount_total: 2 ** 64 }],
    ['amount fractional', {}, { amount_total: 0.5 }],
    ['amount null', {}, { amount_total: null }],
    ['currency eur', {}, { currency: 'eur' }],
    ['currency USD', {}, { currency: 'USD' }],
    ['currency long', {}, { currency: 'usd'.repeat(1000) }],
    ['currency a number', {}, { currency: 840 }],
    ['status unknown', {}, { status: 'hacked', payment_status: 'paid' }],
    ['payment intent an object', {}, { payment_intent: { id: { $ne: null } } }],
    ['event id empty', { id: '' }, {}],
    ['event id enormous', { id: `evt_${'x'.repeat(200_000)}` }, {}],
    ['event id null', { id: null }, {}],
    ['event id missing', { id: undefined }, {}],
    ['event id an object', { id: { $gt: '' } }, {}],
    ['event id with a NUL', { id: 'evt_\u0000' }, {}],
  ];
  for (const [label, fields, session] of odd) {
    // An event without a usable id is refused before its session is looked up.
    const because = 'id' in fields && !isEventId(fields.id) ? NO_ID : NOT_STARTED;
    signedEvent(`a session never made, ${label}`, because, fields, { orderId, ...session });
    signedEvent(`its session, order ${orderId}, ${label}`, because, fields, {
      ...ours,
      orderId,
      ...session,
    });
  }

  // Signed, and wrong otherwise: too big, the wrong content type, another path.
  const big = JSON.stringify(eventOf({ padding: 'x'.repeat(256 * 1024) }, { ...ours, orderId }));
  signed('body over 256 KB', big, undefined);
  signed('body over 256 KB, as text', big, undefined, { contentType: 'text/plain' });
  for (const contentType of [
    '',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ]) {
    signed(`content type ${JSON.stringify(contentType)}`, theirs, undefined, { contentType });
  }
  signed('another order, with a query string', other, NOT_STARTED, {
    path: `${WEBHOOK}?orderId=${payingOrderId}`,
  });
  refundCases(fixtures, signed);
}

/**
 * A refund's events (refund.updated, refund.failed), signed with the shop's secret. The shop
 * made no refund in the drill: an event about a refund it did not make is taken (a 200: Stripe
 * would otherwise send it for days) and changes nothing, whatever order, refund id, status or
 * reason it names; one without a refund in it, or without an id, is refused.
 * @param {import('./fixtures.mjs').Fixtures} fixtures
 * @param {(label: string, body: string, because: RegExp | undefined, options?: Partial<import('./values.mjs').Case>) => void} signed
 */
function refundCases(fixtures, signed) {
  const { orderId, payingOrderId } = fixtures;
  /**
   * @param {Record<string, unknown>} fields
   * @param {Record<string, unknown>} refund
   */
  const refundEvent = (fields, refund) =>
    JSON.stringify({
      id: `evt_hostile_refund_${cryptoRandom()}`,
      object: 'event',
      type: 'refund.updated',
      created: now(),
      data: {
        object: {
          id: 're_test_hostile_never_made',
          object: 'refund',
          amount: 100,
          currency: 'usd',
          payment_intent: 'pi_test_hostile',
          status: 'succeeded',
          metadata: { orderId: String(payingOrderId) },
          ...refund,
        },
      },
      ...fields,
    });
  for (const type of ['refund.updated', 'refund.failed']) {
    // Taken and left alone: nothing of the shop's.
    for (const [label, refund] of /** @type {[string, Record<string, unknown>][]} */ ([
      ['a refund never made, of the paid order', {}],
      ['a refund never made, of the order without a payment', { metadata: { orderId } }],
      ['failed, a reason of 100 KB', { status: 'failed', failure_reason: 'r'.repeat(100_000) }],
      ['failed, a reason an object', { status: 'failed', failure_reason: { $ne: null } }],
      ['status unknown', { status: 'hacked' }],
      ['status null', { status: null }],
      ['amount as text', { amount: '100' }],
      ['amount negative', { amount: -100 }],
      ['no metadata', { metadata: undefined }],
      ['metadata null', { metadata: null }],
      ['metadata a string', { metadata: String(payingOrderId) }],
      ['refund id empty', { id: '' }],
      ['refund id enormous', { id: `re_${'x'.repeat(200_000)}` }],
      ['refund id SQL', { id: "re_x' OR '1'='1" }],
      ['refund id %', { id: '%' }],
      ...[payingOrderId + 1000, 2147483648, '9'.repeat(400), 1e308, -1, 0, 1.5, 'abc', ''].map(
        (id) =>
          /** @type {[string, Record<string, unknown>]} */ ([
            `order ${JSON.stringify(id).slice(0, 20)}`,
            { metadata: { orderId: id } },
          ]),
      ),
    ])) {
      signed(`${type}: ${label}`, refundEvent({ type }, refund), undefined, { expect: 'read' });
    }
    // Refused: no refund in it, or no id of its own.
    for (const [label, object] of /** @type {[string, unknown][]} */ ([
      ['a checkout session', { id: 'cs_test_x', object: 'checkout.session' }],
      ['null', null],
      ['a string', 're_test_x'],
      ['an array', [{ id: 're_test_x', object: 'refund' }]],
      ['a refund without an id', { object: 'refund', status: 'succeeded' }],
      ['a refund whose id is a number', { id: 1, object: 'refund' }],
    ])) {
      const body = refundEvent({ type, data: { object } }, {});
      signed(`${type}: data.object ${label}`, body, NO_REFUND);
    }
    for (const id of ['', null, undefined, `evt_${'x'.repeat(300)}`, { $gt: '' }]) {
      signed(
        `${type}: event id ${JSON.stringify(id)?.slice(0, 20)}`,
        refundEvent({ type, id }, {}),
        NO_ID,
      );
    }
  }
}

/** A few random hex characters: each refund event its own id. */
function cryptoRandom() {
  return randomBytes(6).toString('hex');
}
