import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the shop made, as the stand-in received it. */
export interface StripeCall {
  method: string;
  path: string;
  /** The form body, decoded: `line_items[0][quantity]` and the like, as Stripe reads them. */
  form: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

/** A Checkout Session in Stripe's documented shape (the fields the shop reads, and a few more). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  livemode: false;
}

/** A Refund in Stripe's documented shape (the fields the shop reads, and a few more). */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  failure_reason?: string;
  metadata: Record<string, string>;
  created: number;
}

/**
 * A local stand-in for the parts of Stripe's API the shop calls (POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire, POST /v1/refunds,
 * GET /v1/refunds/:id), answering in Stripe's shapes, honouring
 * Idempotency-Key (a repeated key answers the first answer again) and recording every call.
 * The real SDK talks to it through STRIPE_API_BASE; nothing of it is in the shop's code.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  /** The status a new refund is made with: `pending` plays a bank that confirms it later. */
  refundStatus: FakeRefund['status'] = 'succeeded';
  private readonly answered = new Map<string, { status: number; body: unknown }>();
  private server?: Server;
  private failures = 0;
  /** Where the stand-in listens, once started. */
  protected origin = '';

  /** The next `count` calls answer 500, as Stripe does when it is having trouble. */
  failNext(count: number): void {
    this.failures = count;
  }

  /** Starts listening on a free port; answers the origin to give STRIPE_API_BASE. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  /** The hosted page a session sends the shopper to (Stripe's own, which these tests never open). */
  protected pageUrl(sessionId: string): string {
    return `https://checkout.stripe.com/c/pay/${sessionId}`;
  }

  /**
   * A request the stand-in answers beyond Stripe's API (a hosted page, say): true once answered.
   * None here; a stand-in that plays the page adds its own.
   */
  protected serveOther(
    _method: string,
    _url: URL,
    _response: ServerResponse,
  ): Promise<boolean> | boolean {
    return false;
  }

  async close(): Promise<void> {
    // A browser that opened the hosted page keeps its connection: closing waits for none.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  callsTo(method: string, path: string): StripeCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  /** The session the shop made for an order (its metadata), the latest first. */
  sessionsFor(orderId: number): FakeSession[] {
    return [...this.sessions.values()]
      .filter((session) => session.metadata.orderId === String(orderId))
      .reverse();
  }

  /** What Stripe's page would do: the shopper paid (or the bank is still deciding). */
  complete(sessionId: string, paymentStatus: FakeSession['payment_status'] = 'paid'): FakeSession {
    const session = this.mustFind(sessionId);
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.payment_intent = `pi_test_${randomBytes(8).toString('hex')}`;
    session.url = null;
    return session;
  }

  expire(sessionId: string): FakeSession {
    const session = this.mustFind(sessionId);
    session.status = 'expired';
    session.url = null;
    return session;
  }

  /** What the card's bank did later with a refund: it went through, or was sent back. */
  settleRefund(refundId: string, status: 'succeeded' | 'failed'): FakeRefund {
    const refund = this.refunds.find((each) => each.id === refundId);
    if (!refund) throw new Error(`The stand-in made no refund ${refundId}`);
    refund.status = status;
    if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card';
    return refund;
  }

  private mustFind(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`The stand-in made no session ${sessionId}`);
    return session;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const method = request.method ?? 'GET';
    if (await this.serveOther(method, url, response)) return;
    this.calls.push({ method, path: url.pathname, form, headers: request.headers });
    if (this.failures > 0) {
      this.failures -= 1;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in trouble' } }));
      return;
    }
    const key = request.headers['idempotency-key'];
    const keyed = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : null;
    const earlier = keyed ? this.answered.get(keyed) : undefined;
    const answer = earlier ?? this.answer(method, url.pathname, form);
    if (keyed && !earlier) this.answered.set(keyed, answer);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
      ...(earlier ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(answer.body));
  }

  private answer(
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]);
      return session
        ? { status: 200, body: session }
        : notFound(`No such checkout.session: '${retrieve[1]}'`);
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = this.sessions.get(expire[1]);
      if (!session) return notFound(`No such checkout.session: '${expire[1]}'`);
      if (session.status !== 'open') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
            },
          },
        };
      }
      return { status: 200, body: this.expire(session.id) };
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const found = this.refunds.find((each) => each.id === refund[1]);
      return found ? { status: 200, body: found } : notFound(`No such refund: '${refund[1]}'`);
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  private createSession(form: Record<string, string>): { status: number; body: unknown } {
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i += 1) {
      amount +=
        Number(form[`line_items[${i}][quantity]`]) *
        Number(form[`line_items[${i}][price_data][unit_amount]`]);
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      url: this.pageUrl(id),
      amount_total: amount,
      amount_subtotal: amount,
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      status: 'open',
      payment_status: 'unpaid',
      metadata: metadataOf(form, 'metadata'),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  private createRefund(form: Record<string, string>): { status: number; body: unknown } {
    const refund: FakeRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: Number(form.amount),
      currency: 'usd',
      payment_intent: form.payment_intent,
      status: this.refundStatus,
      metadata: metadataOf(form, 'metadata'),
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    return { status: 200, body: { ...refund } };
  }
}

function metadataOf(form: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(name);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

function notFound(message: string): { status: number; body: unknown } {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } },
  };
}

/** A Stripe event around a session (or a refund), as Stripe posts it to a webhook. */
export function sessionEvent(
  type: string,
  session: FakeSession | FakeRefund,
  id = `evt_test_${randomBytes(12).toString('hex')}`,
): { id: string; payload: string } {
  const event = {
    id,
    object: 'event',
    api_version: '2025-08-27.basil',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  };
  return { id, payload: JSON.stringify(event) };
}
