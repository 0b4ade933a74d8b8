// Card payment in the site tests: a stand-in for the parts of Stripe's API the shop calls, which
// also serves the hosted checkout page (Pay and Decline buttons), and a shop of its own whose API
// is configured with Stripe settings pointing at the stand-in. The suite's own shop has no
// payment provider: its checkout stays the owner's payment-link flow.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import Stripe from 'stripe';
import { serveShell, type RunningServer } from './servers';
import { E2E, REMOTE_DIRS, REMOTE_ORDER, REPO_ROOT, siteEnv } from './site';

export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_card_payments_0123456789';
const STRIPE_SECRET_KEY = 'sk_test_e2e_card_payments';

interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  livemode: false;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const match = /^metadata\[([^\]]+)\]$/.exec(name);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Stripe's API as far as the shop uses it (create, retrieve and expire a checkout session), and
 * its hosted page: Pay completes the session, posts the signed checkout.session.completed event
 * to the shop's webhook and sends the browser to the success URL; Decline expires the session,
 * posts checkout.session.expired and sends the browser to the cancel URL.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  /** Where the shop's API listens for the provider's events. */
  webhookUrl = '';
  private server?: Server;
  private origin = '';
  private readonly answered = new Map<string, unknown>();
  private readonly stripe = new Stripe(STRIPE_SECRET_KEY);

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.origin = `http://127.0.0.1:${port}`;
    return this.origin;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private json(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.origin);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const method = request.method ?? 'GET';

    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? this.answered.get(key) : undefined;
      if (earlier) return this.json(response, 200, earlier);
      const session = this.createSession(form);
      if (typeof key === 'string') this.answered.set(key, session);
      return this.json(response, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && retrieve) {
      const session = this.sessions.get(retrieve[1]);
      return session
        ? this.json(response, 200, session)
        : this.json(response, 404, {
            error: { type: 'invalid_request_error', message: 'No such session' },
          });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (method === 'POST' && expire) {
      const session = this.sessions.get(expire[1]);
      if (!session || session.status !== 'open') {
        return this.json(response, 400, {
          error: { type: 'invalid_request_error', message: 'Not open' },
        });
      }
      session.status = 'expired';
      session.url = null;
      return this.json(response, 200, session);
    }
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && page) return this.hostedPage(response, page[1]);
    const action = /^\/pay\/([^/]+)\/(pay|decline)$/.exec(url.pathname);
    if (method === 'POST' && action)
      return this.act(response, action[1], action[2] as 'pay' | 'decline');
    this.json(response, 404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  }

  private createSession(form: Record<string, string>): StandInSession {
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i += 1) {
      amount +=
        Number(form[`line_items[${i}][quantity]`]) *
        Number(form[`line_items[${i}][price_data][unit_amount]`]);
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      url: `${this.origin}/pay/${id}`,
      amount_total: amount,
      amount_subtotal: amount,
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      status: 'open',
      payment_status: 'unpaid',
      metadata: metadataOf(form),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The hosted checkout page: the amount, and Pay and Decline (no card fields: none are needed). */
  private hostedPage(response: ServerResponse, id: string) {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') {
      response.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Expired</title><h1>This payment page has expired</h1>');
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head>
<body><main><h1>Pay ${escapeHtml(session.currency.toUpperCase())} ${amount}</h1>
<form method="post" action="/pay/${id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${id}/decline"><button type="submit">Decline</button></form>
</main></body></html>`);
  }

  private async act(response: ServerResponse, id: string, action: 'pay' | 'decline') {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') return this.json(response, 410, { error: 'gone' });
    if (action === 'pay') {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_test_${randomBytes(8).toString('hex')}`;
      session.url = null;
      await this.sendEvent('checkout.session.completed', session);
      response.writeHead(303, { location: session.success_url });
    } else {
      session.status = 'expired';
      session.url = null;
      await this.sendEvent('checkout.session.expired', session);
      response.writeHead(303, { location: session.cancel_url });
    }
    response.end();
  }

  /** Posts the event to the shop's webhook, signed with the configured secret, as Stripe does. */
  private async sendEvent(type: string, session: StandInSession) {
    const payload = JSON.stringify({
      id: `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-08-27.basil',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: session },
    });
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    const answer = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!answer.ok)
      throw new Error(`The shop refused ${type}: ${answer.status} ${await answer.text()}`);
  }
}

/** The suite's embedded PostgreSQL, as the API connects to it (api/src/database). */
const pgUrl = (database: string) =>
  `postgres://postgres:healing-shop-local@127.0.0.1:${E2E.pgPort}/${database}`;

async function freshDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: pgUrl('postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, api: ChildProcess, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (api.exitCode !== null) throw new Error(`The card-payment API exited (${api.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The card-payment API did not become healthy at ${url}`);
}

export interface CardPaymentShop {
  /** The shop's origin, as a shopper opens it. */
  url: string;
  apiUrl: string;
  standIn: StripeStandIn;
  close: () => Promise<void>;
}

/**
 * A second shop that takes card payment through the stand-in: its own API (built api/dist, on
 * a database of its own in the suite's PostgreSQL, seeded as usual) and its own shell in front of
 * the suite's remotes. Starting the API migrates and seeds: allow it a minute or two.
 */
export async function startCardPaymentShop(): Promise<CardPaymentShop> {
  const shellPort = E2E.sparePortBase + 25;
  const apiPort = E2E.apiPort + 90;
  const shopUrl = `http://localhost:${shellPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const standIn = new StripeStandIn();
  const stripeBase = await standIn.start();
  standIn.webhookUrl = `${apiUrl}/api/payments/stripe/webhook`;
  const database = `healing_e2e_card_payments_${E2E.pgPort}`;
  await freshDatabase(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healing-e2e-card-payments-'));
  const api = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      ...siteEnv(),
      PORT: String(apiPort),
      DATABASE_URL: pgUrl(database),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: shopUrl,
      CORS_ORIGINS: shopUrl,
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeBase,
    },
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  let shell: RunningServer | undefined;
  const remotes: RunningServer[] = [];
  const close = async () => {
    await shell?.close();
    for (const remote of remotes) await remote.close();
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${apiUrl}/api/health`, api, 180_000);
    // The remotes render pages on the server with this shop's data (its API), so each is
    // served again here, from the suite's builds.
    const { startRemoteServer } = await import('@healing/edge');
    for (const [index, name] of REMOTE_ORDER.entries()) {
      const port = shellPort + 1 + index;
      const { app } = await startRemoteServer({
        roots: () => [path.join(REPO_ROOT, REMOTE_DIRS[name], 'dist')],
        port,
        host: '127.0.0.1',
        apiUrl,
        renderSecret: E2E.renderSecret,
      });
      remotes.push({
        url: `http://localhost:${port}`,
        close: async () => {
          const closing = app.close();
          app.server.closeAllConnections();
          await closing;
        },
      });
    }
    shell = await serveShell(shellPort, {
      apiUrl,
      remotes: Object.fromEntries(
        REMOTE_ORDER.map((name, index) => [name, `${remotes[index].url}/mf-manifest.json`]),
      ),
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { url: shopUrl, apiUrl, standIn, close };
}
