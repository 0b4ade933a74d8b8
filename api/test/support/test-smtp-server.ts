import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * How the server answers the end of a mail's DATA: accept it (after `delayMs`), refuse it
 * with a temporary error, or hold it without answering until the client gives up.
 */
export type SmtpBehaviour =
  { kind: 'accept'; delayMs?: number } | { kind: 'refuse' } | { kind: 'hold' };

/**
 * A real SMTP server (the smtp-server package) on loopback that tests can make slow or failing.
 * A mail counts as delivered only when the server accepts it while its client is still
 * connected, as a real server takes responsibility for a mail only with its final 250.
 */
export class TestSmtpServer {
  behaviour: SmtpBehaviour = { kind: 'accept' };
  /** Recipients of the mails whose data arrived, delivered or not. */
  readonly arrived: string[] = [];
  /** Recipients of the mails delivered (answered 250 on an open connection). */
  readonly delivered: string[] = [];
  private readonly closedSessions = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onClose: (session) => {
      this.closedSessions.add(session.id);
    },
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address).join(',');
        this.arrived.push(to);
        const behaviour = this.behaviour;
        if (behaviour.kind === 'refuse') {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        if (behaviour.kind === 'hold') return;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (this.closedSessions.has(session.id)) return;
          this.delivered.push(to);
          callback(null, 'queued');
        }, behaviour.delayMs ?? 0);
        this.timers.add(timer);
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  deliveredTo(to: string): number {
    return this.delivered.filter((recipient) => recipient === to).length;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
