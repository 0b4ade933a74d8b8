// Card payment in the site tests: a stand-in for the parts of Stripe's API the shop calls, which
// also serves the hosted checkout page (Pay, Pay by bank and Decline buttons), and a shop of its
// own whose API is configured with Stripe settings pointing at the stand-in. The suite's own shop
// has no payment provider: its checkout stays the owner's payment-link flow.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import Stripe from 'stripe';
// One stand-in for Stripe in every test: the API tests' own, with the hosted page added here.
import {
  FakeStripe,
  sessionEvent,
  type FakeSession,
} from '../../../../api/test/support/fake-stripe';
import { serveShell, type RunningServer } from './servers';
import { E2E, REMOTE_DIRS, REMOTE_ORDER, REPO_ROOT, siteEnv } from './site';

export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_card_payments_0123456789';
const STRIPE_SECRET_KEY = 'sk_test_e2e_card_payments';

/** The hosted page's buttons: Pay, Pay by bank (confirms later), Decline. */
type PageAction = 'pay' | 'bank' | 'decline';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The API tests' stand-in for Stripe's API (create, retrieve and expire a checkout session,
 * refunds), playing its hosted page too: Pay completes the session, posts the signed
 * checkout.session.completed event to the shop's webhook and sends the browser to the success
 * URL; Pay by bank does the same with the session still unpaid (a delayed payment method: the
 * bank confirms later, see confirmBankPayment); Decline expires the session, posts
 * checkout.session.expired and sends the browser to the cancel URL.
 */
export class StripeStandIn extends FakeStripe {
  /** Where the shop's API listens for the provider's events. */
  webhookUrl = '';
  private readonly stripe = new Stripe(STRIPE_SECRET_KEY);

  protected override pageUrl(sessionId: string): string {
    return `${this.origin}/pay/${sessionId}`;
  }

  protected override async serveOther(
    method: string,
    url: URL,
    response: ServerResponse,
  ): Promise<boolean> {
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && page) {
      this.hostedPage(response, page[1]);
      return true;
    }
    const action = /^\/pay\/([^/]+)\/(pay|bank|decline)$/.exec(url.pathname);
    if (method === 'POST' && action) {
      await this.act(response, action[1], action[2] as PageAction);
      return true;
    }
    return false;
  }

  /** The session whose hosted page the browser shows (its address: /pay/<session id>). */
  sessionOnPage(pageUrl: string): FakeSession {
    const id = /^\/pay\/([^/]+)$/.exec(new URL(pageUrl).pathname)?.[1];
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!session) throw new Error(`${pageUrl} is not a stand-in payment page`);
    return session;
  }

  /**
   * Days later, the bank confirms a payment made by bank (Pay by bank): the session is paid, and
   * Stripe posts the signed checkout.session.async_payment_succeeded event.
   */
  async confirmBankPayment(sessionId: string): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'complete' || session.payment_status !== 'unpaid') {
      throw new Error(`${sessionId} is not a payment waiting for the bank`);
    }
    session.payment_status = 'paid';
    await this.sendEvent('checkout.session.async_payment_succeeded', session);
  }

  /**
   * The shopper pays on the hosted page, but Stripe reports another amount than the session was
   * made for: the session completes as paid with `amountTotal` cents, and the signed
   * checkout.session.completed event says so. Answers where Stripe then sends the browser.
   */
  async payOtherAmount(sessionId: string, amountTotal: number): Promise<string> {
    const session = this.complete(sessionId);
    session.amount_total = amountTotal;
    await this.sendEvent('checkout.session.completed', session);
    return session.success_url;
  }

  /** The hosted checkout page: the amount, and its buttons (no card fields: none are needed). */
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
<form method="post" action="/pay/${id}/bank"><button type="submit">Pay by bank (confirms later)</button></form>
<form method="post" action="/pay/${id}/decline"><button type="submit">Decline</button></form>
</main></body></html>`);
  }

  private async act(response: ServerResponse, id: string, action: PageAction) {
    const open = this.sessions.get(id)?.status === 'open';
    if (!open) {
      response.writeHead(410, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'gone' }));
      return;
    }
    if (action === 'decline') {
      const session = this.expire(id);
      await this.sendEvent('checkout.session.expired', session);
      response.writeHead(303, { location: session.cancel_url });
    } else {
      const session = this.complete(id, action === 'bank' ? 'unpaid' : 'paid');
      await this.sendEvent('checkout.session.completed', session);
      response.writeHead(303, { location: session.success_url });
    }
    response.end();
  }

  /** Posts the event to the shop's webhook, signed with the configured secret, as Stripe does. */
  private async sendEvent(type: string, session: FakeSession) {
    const { payload } = sessionEvent(type, session);
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
