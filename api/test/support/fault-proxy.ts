import net from 'node:net';

type Mode = 'up' | 'down' | 'frozen';

/**
 * A TCP proxy in front of PostgreSQL that the tests can break: `down` cuts every connection
 * and refuses new ones at once (a stopped server), `frozen` keeps connections open but passes
 * nothing either way (a stuck server or a lost network); `restore()` brings it back.
 */
export class FaultProxy {
  private mode: Mode = 'up';
  private readonly sockets = new Set<net.Socket>();
  /** Bytes held while frozen, delivered in order on restore. */
  private held: { to: net.Socket; chunk: Buffer }[] = [];
  private readonly server = net.createServer((client) => this.accept(client));

  constructor(private readonly targetPort: number) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  down(): void {
    this.mode = 'down';
    this.held = [];
    for (const socket of this.sockets) socket.destroy();
  }

  freeze(): void {
    this.mode = 'frozen';
  }

  restore(): void {
    this.mode = 'up';
    for (const { to, chunk } of this.held) if (!to.destroyed) to.write(chunk);
    this.held = [];
  }

  async close(): Promise<void> {
    this.down();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: net.Socket): void {
    if (this.mode === 'down') {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.targetPort, '127.0.0.1');
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.sockets.add(from);
      from.on('data', (chunk: Buffer) => {
        if (this.mode === 'frozen') this.held.push({ to, chunk });
        else to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
