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
