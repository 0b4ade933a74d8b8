import type { OutgoingMail } from '../mail/outbox';
import type { FailureRun } from './sign-in-policy';

export interface SignInAlert {
  to: string;
  /** The owner's username as stored (never what a client typed). */
  username: string;
  burst: FailureRun;
  /** The address the latest failure came from. */
  latestAddress: string;
  /** PUBLIC_ORIGIN: its host name tells an owner of several shops which one this is. */
  shopOrigin: string;
  burstQuietMs: number;
}

/**
 * Tells the owner that someone keeps failing to sign in as them: once per burst of failures.
 * It says what happened and what the owner can do; it carries no link to sign in, so it cannot
 * be mistaken for (or imitated by) a phishing mail asking for the password.
 */
export function signInAlertMail(alert: SignInAlert): OutgoingMail {
  const quietMinutes = Math.round(alert.burstQuietMs / 60_000);
  const shop = new URL(alert.shopOrigin).host;
  return {
    kind: 'owner-sign-in-alert',
    to: alert.to,
    subject: `Failed sign-ins to the back office as ${alert.username}`,
    text: [
      `Someone has tried to sign in to the back office of ${shop}`,
      `as ${alert.username} with a wrong password ${alert.burst.failures} times since`,
      `${alert.burst.firstFailureAt.toISOString()}, the latest from ${alert.latestAddress}.`,
      '',
      'If that was you, there is nothing to do.',
      '',
      'If not, your account is still safe as long as the password is: each address may try only',
      'a few times before it has to wait, longer after every further failure, and nobody',
      "else's failures can stop you signing in. Every attempt, with its address, is in the",
      'audit log (GET /api/admin/audit). If the password is short or used anywhere else,',
      `give the account a new one: npm run owner -- add ${alert.username}`,
      '',
      'This is the only mail about this series of attempts. Another comes only if a new',
      `series starts after ${quietMinutes} minutes without a failed sign-in.`,
      '',
      'The Healing Shop',
    ].join('\n'),
  };
}
