import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app';

interface Sent {
  from: string;
  method?: string;
  path: string;
  forwardedFor?: string;
}

describe('who a client is, for the write rate limit', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    const saved = { ...process.env };
    process.env.WRITE_RATE_LIMIT_PER_MINUTE = '3';
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    try {
      t = await createTestApp();
    } finally {
      process.env.WRITE_RATE_LIMIT_PER_MINUTE = saved.WRITE_RATE_LIMIT_PER_MINUTE;
      if (saved.TRUSTED_PROXIES === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = saved.TRUSTED_PROXIES;
    }
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** One request from a given loopback address (Linux routes all of 127.0.0.0/8 to lo). */
  function send({ from, method = 'POST', path, forwardedFor }: Sent): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          method,
          path,
          headers: {
            'content-type': 'application/json',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(method === 'GET' ? undefined : '{}');
    });
  }

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        await send({ from: '127.0.0.2', path: '/api/newsletter', forwardedFor: `203.0.113.${i}` }),
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('counts every write of a client against one budget, whatever the endpoint', async () => {
    const paths = ['/api/newsletter', '/api/healing-moments', '/api/checkout', '/api/contact'];
    const statuses = [];
    for (const path of paths) statuses.push(await send({ from: '127.0.0.3', path }));
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Reads are never limited.
    expect(await send({ from: '127.0.0.3', method: 'GET', path: '/api/products' })).toBe(200);
  });

  it('tells apart the clients a trusted proxy forwards for', async () => {
    const viaProxy = (client: string) =>
      send({ from: '127.0.0.1', path: '/api/newsletter', forwardedFor: client });
    for (let i = 0; i < 3; i += 1) expect(await viaProxy('198.51.100.66')).toBe(400);
    expect(await viaProxy('198.51.100.66')).toBe(429);
    // The client's own claim comes first; the address the proxy saw is the one that counts.
    expect(await viaProxy('10.9.9.9, 198.51.100.66')).toBe(429);
    expect(await viaProxy('198.51.100.7')).toBe(400);
    expect(await send({ from: '127.0.0.4', path: '/api/newsletter' })).toBe(400);
  });
});
