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

/** Over SMTP, with timeouts short enough that an unreachable server does not stall the worker. */
class SmtpDelivery implements MailDelivery {
  readonly description = 'SMTP';
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async deliver(message: SendMailOptions): Promise<void> {
    await this.transport.sendMail(message);
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
    ? new SmtpDelivery(config.smtpUrl)
    : new EmlFileDelivery(path.join(config.dataDir, 'mail'));
}
