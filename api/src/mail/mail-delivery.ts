import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';

/** Hands one message to its destination; rejects when it was not accepted. */
export interface MailDelivery {
  readonly description: string;
  deliver(message: SendMailOptions, fileStem: string): Promise<void>;
  close(): void;
}

/**
 * The longest one send may take: half the lease. Whatever the SMTP server does, a send ends
 * (accepted, refused or cut off) by then, and the other half of the lease is the margin for
 * marking it sent (a statement gives up after 2.5 s, a wait for a connection after 2 s) and
 * for a busy event loop. So a mail whose send succeeded is marked sent while its lease is
 * still this worker's: no other worker can have claimed it, and it is never sent twice.
 * nodemailer's socketTimeout alone cannot promise that: it counts idle time, and a server
 * that answers slowly, byte by byte, resets it; hence the abort at the deadline.
 */
export function sendTimeoutMs(leaseMs: number): number {
  return Math.floor(leaseMs / 2);
}

/** Over SMTP, every send cut off at `sendTimeoutMs`, the usual timeouts never longer than it. */
class SmtpDelivery implements MailDelivery {
  readonly description = 'SMTP';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.transport = createTransport({
      url: smtpUrl,
      connectionTimeout: Math.min(10_000, timeoutMs),
      greetingTimeout: Math.min(10_000, timeoutMs),
      socketTimeout: Math.min(20_000, timeoutMs),
    });
  }

  async deliver(message: SendMailOptions): Promise<void> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      await this.transport.sendMail({ ...message, signal });
    } catch (error) {
      if (signal.aborted) throw new Error(`SMTP send cut off after ${this.timeoutMs} ms`);
      throw error;
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** Without SMTP: each message becomes an RFC 822 `.eml` file that any mail client opens. */
class EmlFileDelivery implements MailDelivery {
  readonly description: string;
  private readonly transport = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(private readonly directory: string) {
    this.description = `.eml files in ${directory}`;
  }

  async deliver(message: SendMailOptions, fileStem: string): Promise<void> {
    const info = await this.transport.sendMail(message);
    await mkdir(this.directory, { recursive: true });
    const target = path.join(this.directory, `${fileStem}.eml`);
    // Renamed into place so a reader never sees half a file.
    await writeFile(`${target}.tmp`, info.message as Buffer);
    await rename(`${target}.tmp`, target);
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailDelivery(config: AppConfig): MailDelivery {
  return config.smtpUrl
    ? new SmtpDelivery(config.smtpUrl, sendTimeoutMs(config.mailLeaseMs))
    : new EmlFileDelivery(path.join(config.dataDir, 'mail'));
}
