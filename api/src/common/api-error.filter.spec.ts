import type { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiErrorFilter } from './api-error.filter';

function answer(exception: unknown) {
  const reply = { status: jest.fn(), header: jest.fn(), send: jest.fn() };
  reply.status.mockReturnValue(reply);
  const request = {
    method: 'GET',
    url: '/api/cart/4b1f2a7e-session',
    routeOptions: { url: '/api/cart/:sessionId' },
    log: { warn: jest.fn(), error: jest.fn() },
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => reply,
      getRequest: () => request,
    }),
  } as unknown as ArgumentsHost;
  new ApiErrorFilter().catch(exception, host);
  return {
    status: reply.status.mock.calls[0][0] as number,
    body: reply.send.mock.calls[0][0] as unknown,
    reply,
    log: request.log,
  };
}

const failed = (code: string) =>
  new QueryFailedError('INSERT ...', [], Object.assign(new Error('refused'), { code }));

describe('ApiErrorFilter and database errors', () => {
  it('answers 503 with Retry-After while the database is away', () => {
    const { status, body, reply } = answer(failed('57P01'));
    expect(status).toBe(503);
    expect(body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(reply.header).toHaveBeenCalledWith('Retry-After', '5');
  });

  it('answers 400 for input the database refuses to store', () => {
    const { status, body } = answer(failed('22P05'));
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      message: 'Some of the text or numbers sent cannot be stored. Please check them.',
      error: 'Bad Request',
    });
  });

  it('keeps other query failures a 500 without details, logged by route, never by URL', () => {
    const { status, body, log } = answer(failed('42P01'));
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', route: '/api/cart/:sessionId' }),
      'request failed',
    );
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('4b1f2a7e-session');
    expect(status).toBe(500);
    expect(body).toEqual({
      statusCode: 500,
      message: 'Something went wrong on our side.',
      error: 'Internal Server Error',
    });
  });
});
