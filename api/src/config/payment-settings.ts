/**
 * How the shop takes payment. Without STRIPE_SECRET_KEY it is the owner's payment link, as
 * before (`manual`); with it, a hosted Stripe Checkout page at checkout (payments/).
 */
export type PaymentSettings = ManualPaymentSettings | StripePaymentSettings;

export interface ManualPaymentSettings {
  provider: 'manual';
}

export interface StripePaymentSettings {
  provider: 'stripe';
  secretKey: string;
  /** Signs the webhook's events (`whsec_...`): an event it did not sign is refused. */
  webhookSecret: string;
  /** Where the SDK sends its calls; unset: Stripe's own API. Tests point it at a stand-in. */
  apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
  /** A session still open this long after it was made is asked about (payment-reconciliation). */
  reconcileAfterMs: number;
  /** How often each replica looks for such sessions; 0 turns the job off. */
  reconcileIntervalMs: number;
}

type Env = NodeJS.ProcessEnv;

function apiBase(value: string | undefined): StripePaymentSettings['apiBase'] {
  if (value === undefined || value === '') return undefined;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // refused below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    throw new Error(
      `STRIPE_API_BASE must be an origin such as http://127.0.0.1:12111, got "${value}"`,
    );
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

/**
 * STRIPE_SECRET_KEY (`sk_...` or a restricted `rk_...`) and STRIPE_WEBHOOK_SECRET (`whsec_...`)
 * go together: one without the other stops the API at start-up, since a shop that sends
 * shoppers to pay but cannot hear that they paid (or the reverse) would lose orders.
 */
export function paymentSettings(
  env: Env,
  intFrom: (value: string | undefined, fallback: number, name: string) => number,
): PaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (secretKey === '' && webhookSecret === '') {
    if (env.STRIPE_API_BASE) throw new Error('STRIPE_API_BASE is set but STRIPE_SECRET_KEY is not');
    return { provider: 'manual' };
  }
  if (secretKey === '') {
    throw new Error(
      'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both or neither',
    );
  }
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey)) {
    throw new Error(
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)',
    );
  }
  if (!/^whsec_\S+$/.test(webhookSecret)) {
    throw new Error(
      webhookSecret === ''
        ? 'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set both or neither'
        : 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)',
    );
  }
  return {
    provider: 'stripe',
    secretKey,
    webhookSecret,
    apiBase: apiBase(env.STRIPE_API_BASE),
    reconcileAfterMs:
      Math.max(
        intFrom(env.PAYMENT_RECONCILE_AFTER_MINUTES, 30, 'PAYMENT_RECONCILE_AFTER_MINUTES'),
        0,
      ) * 60_000,
    reconcileIntervalMs: intFrom(
      env.PAYMENT_RECONCILE_INTERVAL_MS,
      5 * 60_000,
      'PAYMENT_RECONCILE_INTERVAL_MS',
    ),
  };
}
