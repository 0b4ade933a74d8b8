// Stripe's API as the hostile drill's API sees it (STRIPE_API_BASE): a local server that is
// down, answering every call with a 503 in Stripe's error JSON, so that nothing the corpus does
// reaches the real Stripe or any other outside service. Only while the fixtures ask does it make
// a checkout session, so that the webhook cases have a session the shop did start to aim at.
import http from 'node:http';

/** @typedef {Awaited<ReturnType<typeof startStripeStandIn>>} StripeStandIn */

export async function startStripeStandIn() {
  /** @type {string[]} every call, as `METHOD /path` */
  const calls = [];
  /** @type {string[]} the ids of the sessions made */
  const sessions = [];
  let makesSessions = false;
  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    request.on('end', () => {
      const call = `${request.method} ${request.url}`;
      calls.push(call);
      /** @type {(status: number, body: unknown) => void} */
      const answer = (status, body) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_hostile_${calls.length}`,
        });
        response.end(JSON.stringify(body));
      };
      if (makesSessions && call === 'POST /v1/checkout/sessions') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const id = `cs_test_hostile_drill_${sessions.length + 1}`;
        sessions.push(id);
        answer(200, {
          id,
          object: 'checkout.session',
          url: `${origin}/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: null,
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          client_reference_id: form.get('client_reference_id'),
          metadata: { orderId: form.get('metadata[orderId]') },
          payment_intent: null,
        });
        return;
      }
      answer(503, {
        error: {
          type: 'api_error',
          message: "The hostile drill's Stripe stand-in is down: no call is answered.",
        },
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    /** For STRIPE_API_BASE. */
    origin,
    calls,
    sessions,
    /** Whether `POST /v1/checkout/sessions` makes a session (otherwise it too is a 503). */
    makeSessions(/** @type {boolean} */ on) {
      makesSessions = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
