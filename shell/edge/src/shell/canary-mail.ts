// The e-mail that tells the team a canary was aborted by itself: to CANARY_ALERT_EMAIL, sent
// with nodemailer through SMTP_URL, or, without SMTP_URL, written as an RFC 822 .eml file into
// CANARY_MAIL_DIR that any mail client opens (as the API does with DATA_DIR/mail).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { CanaryGuardConfig } from '../config';

/** Whatever the SMTP server does, a send ends within this. */
const SEND_TIMEOUT_MS = 20_000;

export interface CanaryAlert {
  remote: string;
  release: string;
  reason: string;
  /** What production serves now; null when unknown. */
  production: string | null;
}

export interface CanaryMailer {
  /** Where the e-mails go, for the start log. */
  description: string;
  send: (alert: CanaryAlert) => Promise<void>;
  close: () => void;
}

function message(to: string, alert: CanaryAlert): SendMailOptions {
  return {
    from: `Healing shop edge <edge@${to.split('@')[1]}>`,
    to,
    subject: `[canary] ${alert.remote} ${alert.release} was aborted automatically`,
    text: [
      `The canary ${alert.release} of ${alert.remote} failed significantly more often than the stable release in shoppers' browsers, so the shell's server aborted it.`,
      '',
      `Why: ${alert.reason}`,
      `Production serves: ${alert.production ?? 'unknown'}`,
      '',
      "Every visitor gets production's release at the shells' next poll. The release is marked aborted (no rollback returns to it) and the abort is recorded in the remote's releases/audit.log.",
    ].join('\n'),
  };
}

/** The mailer for `config`, or null when CANARY_ALERT_EMAIL is unset. */
export function createCanaryMailer(config: CanaryGuardConfig): CanaryMailer | null {
  const to = config.alertEmail;
  if (to === null) return null;
  if (config.smtpUrl !== null) {
    const transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: SEND_TIMEOUT_MS,
    });
    return {
      description: `e-mail to ${to} over SMTP`,
      send: async (alert) => {
        await transport.sendMail({
          ...message(to, alert),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `e-mail to ${to} as .eml files in ${config.mailDir}`,
    send: async (alert) => {
      const info = await transport.sendMail(message(to, alert));
      await mkdir(config.mailDir, { recursive: true });
      const stem = `canary-${alert.remote}-${alert.release}-${randomBytes(4).toString('hex')}`;
      const target = path.join(config.mailDir, `${stem}.eml`);
      // Renamed into place so a reader never sees half a file.
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => transport.close(),
  };
}
