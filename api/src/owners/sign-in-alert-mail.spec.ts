import { signInAlertMail } from './sign-in-alert-mail';

const alert = signInAlertMail({
  to: 'owner@shop.example',
  username: 'maya',
  burst: {
    failures: 5,
    firstFailureAt: new Date('2025-03-01T09:00:00Z'),
    lastFailureAt: new Date('2025-03-01T09:04:00Z'),
    previousFailureAt: new Date('2025-03-01T09:03:00Z'),
    alertedAt: null,
  },
  latestAddress: '203.0.113.7',
  shopOrigin: 'https://shop.example',
  burstQuietMs: 3_600_000,
});

describe('signInAlertMail', () => {
  it("goes to the owner's address as an owner-sign-in-alert", () => {
    expect(alert).toMatchObject({ kind: 'owner-sign-in-alert', to: 'owner@shop.example' });
  });

  it('names the shop by its host name', () => {
    expect(alert.text).toContain('the back office of shop.example');
  });

  it('names the username in its subject', () => {
    expect(alert.subject).toBe('Failed sign-ins to the back office as maya');
  });

  it('says how many failures, since when and the latest address', () => {
    expect(alert.text).toContain(
      'as maya with a wrong password 5 times since\n2025-03-01T09:00:00.000Z, the latest from 203.0.113.7.',
    );
  });

  it('says how to give the account a new password', () => {
    expect(alert.text).toContain('npm run owner -- add maya');
  });

  it('carries no link to sign in', () => {
    expect(alert.text).not.toMatch(/https?:/);
  });
});
