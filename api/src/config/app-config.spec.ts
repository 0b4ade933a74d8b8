import { loadConfig, mailAddressOf } from './app-config';

describe('sign-in settings', () => {
  it('has defaults: 5 failures per username at an address, 10 per address, waits from 1 minute to 1 hour', () => {
    expect(loadConfig({}).signIn).toEqual({
      failuresPerUserAndAddress: 5,
      failuresPerAddress: 10,
      firstWaitMs: 60_000,
      maxWaitMs: 3_600_000,
      forgetAfterMs: 86_400_000,
      alertAfterFailures: 5,
      burstQuietMs: 3_600_000,
    });
  });

  it('never makes the longest wait shorter than the first', () => {
    const { signIn } = loadConfig({
      SIGN_IN_FIRST_WAIT_SECONDS: '600',
      SIGN_IN_MAX_WAIT_MINUTES: '1',
    });
    expect(signIn.maxWaitMs).toBe(600_000);
  });

  it.each(['SIGN_IN_ATTEMPTS_PER_ADDRESS', 'SIGN_IN_FAILURES_PER_USER', 'SIGN_IN_WINDOW_MINUTES'])(
    'stops at start-up when the replaced setting %s is still set, naming it',
    (name) => {
      expect(() => loadConfig({ [name]: '5' })).toThrow(`${name} is no longer read`);
    },
  );
});

describe("the owner's e-mail addresses", () => {
  it("are MAIL_FROM's address when OWNER_EMAIL is unset", () => {
    expect(loadConfig({ MAIL_FROM: 'Shop <shop@example.com>' }).ownerEmails).toEqual([
      'shop@example.com',
    ]);
  });

  it('are the addresses OWNER_EMAIL lists', () => {
    expect(loadConfig({ OWNER_EMAIL: ' a@example.com, b@example.com ' }).ownerEmails).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('stop the API at start-up when one is not an address', () => {
    expect(() => loadConfig({ OWNER_EMAIL: 'a@example.com, owner' })).toThrow('"owner"');
  });
});

describe('mailAddressOf', () => {
  it('reads the address out of a mailbox with a name', () => {
    expect(mailAddressOf('Healing Shop <hello@healing-shop.local>')).toBe(
      'hello@healing-shop.local',
    );
  });

  it('takes a bare address as it is', () => {
    expect(mailAddressOf(' hello@healing-shop.local ')).toBe('hello@healing-shop.local');
  });
});

describe('payment settings', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

  it("is the owner's payment link when no provider is configured", () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'manual' });
  });

  it('is Stripe with a secret key and a webhook secret, reconciling after 30 minutes', () => {
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: undefined,
      reconcileAfterMs: 30 * 60_000,
      reconcileIntervalMs: 5 * 60_000,
    });
  });

  it('reads STRIPE_API_BASE as protocol, host and port', () => {
    const { payments } = loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(payments).toMatchObject({
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_WEBHOOK_SECRET is not'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY is not'],
    [{ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' }, 'must be a Stripe secret key'],
    [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'abc' }, 'must be a webhook signing secret'],
    [{ ...stripe, STRIPE_API_BASE: 'ftp://x' }, 'STRIPE_API_BASE must be an origin'],
    [{ STRIPE_API_BASE: 'http://127.0.0.1:1' }, 'STRIPE_SECRET_KEY is not'],
  ])('stops at start-up on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('watches the archive of DATABASE_URL only when BACKUP_DIR names it', () => {
    expect(loadConfig({}).backups.watchArchive).toBe(false);
    expect(loadConfig({ BACKUP_DIR: '/mnt/other' }).backups.watchArchive).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db/shop' }).backups.watchArchive).toBe(
      false,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://shop@db/shop', BACKUP_DIR: '/mnt/other' }).backups
        .watchArchive,
    ).toBe(true);
  });

  it('puts backups beside the data folder unless BACKUP_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).backups).toEqual({
      backupDir: '/srv/shop/backups',
      baseIntervalHours: 24,
      retentionDays: 7,
      archiveTimeoutSeconds: 60,
      watchArchive: false,
    });
    expect(loadConfig({ DATA_DIR: '/srv/shop', BACKUP_DIR: '/mnt/other' }).backups.backupDir).toBe(
      '/mnt/other',
    );
  });

  it.each([
    [{ BACKUP_BASE_INTERVAL_HOURS: '0' }, 'BACKUP_BASE_INTERVAL_HOURS must be at least 1'],
    [{ BACKUP_RETENTION_DAYS: 'a week' }, 'BACKUP_RETENTION_DAYS must be a non-negative integer'],
    [{ ARCHIVE_TIMEOUT_SECONDS: '0' }, 'ARCHIVE_TIMEOUT_SECONDS must be at least 1'],
    [{ ARCHIVE_TIMEOUT_SECONDS: '100000' }, 'ARCHIVE_TIMEOUT_SECONDS must be at most 86400'],
  ])('refuses backup setting %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
