import Fastify from 'fastify';
import { helmetHeaders, useSecurityHeaders } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' as const },
};

describe('security headers', () => {
  it("are helmet's own headers for the options", () => {
    const headers = helmetHeaders(OPTIONS);
    expect(headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(headers['content-security-policy']).toContain(";img-src 'self';");
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('refuses options helmet refuses, at start-up', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['none'] } } }),
    ).toThrow(/none/);
  });

  it('are on every answer, found or not, and a route can still set its own', async () => {
    const app = Fastify();
    useSecurityHeaders(app, helmetHeaders(OPTIONS));
    app.get('/image', (_request, reply) => {
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      return 'svg';
    });
    app.get('/fails', () => {
      throw new Error('boom');
    });
    try {
      for (const url of ['/image', '/missing', '/fails']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['content-security-policy']).toBe(
          helmetHeaders(OPTIONS)['content-security-policy'],
        );
      }
      const image = await app.inject({ method: 'GET', url: '/image' });
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await app.close();
    }
  });
});
