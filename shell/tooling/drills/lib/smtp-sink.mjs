// A real SMTP server (the smtp-server package, a dependency of the API's tests) on loopback that
// counts each mail by its Message-ID. A mail counts as delivered only when the server accepts
// it (its final 250) while the client is still connected: only then is it the server's.
import { SMTPServer } from 'smtp-server';

export class SmtpSink {
  /** How long the server takes to accept each mail once its data has arrived. */
  delayMs = 0;
  /** Message-ID -> times delivered. @type {Map<string, number>} */
  delivered = new Map();
  /** Mails whose data arrived, delivered or not (a client that gave up waiting). */
  arrived = 0;
  /**
   * Each delivered mail: its recipients and its whole text (headers and body as sent).
   * @type {{ to: string[], text: string }[]}
   */
  messages = [];
  /** @type {Set<string>} */
  #closedSessions = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  #timers = new Set();
  #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    size: 1024 * 1024,
    onClose: (session) => {
      this.#closedSessions.add(session.id);
    },
    onData: (stream, session, callback) => {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('end', () => {
        this.arrived += 1;
        const text = Buffer.concat(chunks).toString('utf8');
        const head = text.split(/\r?\n\r?\n/)[0] ?? '';
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '(none)';
        const timer = setTimeout(() => {
          this.#timers.delete(timer);
          if (this.#closedSessions.has(session.id)) return;
          this.delivered.set(messageId, (this.delivered.get(messageId) ?? 0) + 1);
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          this.messages.push({ to, text });
          callback(null, 'queued');
        }, this.delayMs);
        this.#timers.add(timer);
      });
    },
  });

  /**
   * @param {number} port
   * @returns {Promise<string>} the SMTP_URL for the API
   */
  async listen(port) {
    await new Promise((resolve, reject) => {
      this.#server.server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => resolve(undefined));
    });
    return `smtp://127.0.0.1:${port}`;
  }

  /** Delivered mails in all, counting a Message-ID delivered twice twice. */
  get deliveries() {
    let total = 0;
    for (const count of this.delivered.values()) total += count;
    return total;
  }

  async close() {
    for (const timer of this.#timers) clearTimeout(timer);
    await new Promise((resolve) => this.#server.close(() => resolve(undefined)));
  }
}
