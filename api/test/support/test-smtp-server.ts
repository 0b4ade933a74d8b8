import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * How the server answers the end of a mail's DATA: accept it, refuse it with a temporary error,
 * or hold it without answering until the test answers it (`answerHeld`) or the client gives up.
 */
export type SmtpBehaviour = { kind: 'accept' } | { kind: 'refuse' } | { kind: 'hold' };

type Answer = 'accept' | 'refuse';

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
  /** The mails held so far, waiting for their answer. */
  private held: ((answer: Answer) => void)[] = [];
  private readonly arrivals = new EventEmitter();
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
        const answer = (kind: Answer) => {
          if (kind === 'refuse') {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          if (this.closedSessions.has(session.id)) return;
          this.delivered.push(to);
          callback(null, 'queued');
        };
        this.arrived.push(to);
        if (this.behaviour.kind === 'hold') this.held.push(answer);
        else answer(this.behaviour.kind);
        this.arrivals.emit('arrived');
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `count` mails have arrived, delivered or not. */
  arrival(count: number): Promise<void> {
    return new Promise((resolve) => {
      const look = () => {
        if (this.arrived.length < count) return;
        this.arrivals.off('arrived', look);
        resolve();
      };
      this.arrivals.on('arrived', look);
      look();
    });
  }

  /** Answers every mail held so far: accepted (delivered, if its client is still there) or refused. */
  answerHeld(answer: Answer): void {
    for (const answerMail of this.held.splice(0)) answerMail(answer);
  }

  deliveredTo(to: string): number {
    return this.delivered.filter((recipient) => recipient === to).length;
  }

  async close(): Promise<void> {
    this.held = [];
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
