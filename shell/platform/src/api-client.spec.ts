import { ApiError, apiJson, apiRequest, isPassingFailure } from './api-client';
import { getSessionId } from './session';
import { fakeApi, type FakeApi } from './testing';

describe('api client', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends JSON only when there is a body, with credentials and the session header', async () => {
    api = fakeApi({ 'POST /api/newsletter': { status: 201, body: { success: true } } });
    await apiJson('POST', '/api/newsletter', { email: 'a@b.co' });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { email: 'a@b.co' },
      headers: { 'Content-Type': 'application/json', 'X-Session-Id': getSessionId() },
    });
    api.on('GET /api/products', { body: [] });
    await apiJson('GET', '/api/products');
    expect(api.calls[1].headers['Content-Type']).toBeUndefined();
  });

  it("raises '{status}: {body}' with the server's message and field", async () => {
    api = fakeApi({
      'POST /api/cart': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Product is out of stock',
          error: 'Conflict',
          field: 'productId',
        },
      },
    });
    const failure = await apiRequest('POST', '/api/cart', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      '409: {"statusCode":409,"message":"Product is out of stock","error":"Conflict","field":"productId"}',
    );
    expect(error.serverMessage).toBe('Product is out of stock');
    expect(error.field).toBe('productId');
  });

  it('uses the status text when the body is empty', async () => {
    api = fakeApi({ 'GET /api/x': { status: 404 } });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('404: Not Found');
  });

  describe('resendIfUnanswered', () => {
    const unavailable = {
      status: 503,
      body: { statusCode: 503, message: 'Try again', error: 'Service Unavailable' },
    };

    it('sends a key, and once more with the same key after a 503', async () => {
      let attempts = 0;
      api = fakeApi({
        'POST /api/contact': () => (++attempts === 1 ? unavailable : { status: 201, body: {} }),
      });
      await apiJson('POST', '/api/contact', { a: 1 }, { resendIfUnanswered: true });
      expect(api.calls).toHaveLength(2);
      const [first, second] = api.calls.map((call) => call.headers['Idempotency-Key']);
      expect(first).toMatch(/^req_[0-9a-f]{32}$/);
      expect(second).toBe(first);
    });

    it('resends after no answer at all, but only once', async () => {
      api = fakeApi();
      const original = globalThis.fetch;
      let attempts = 0;
      globalThis.fetch = () => {
        attempts += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      };
      try {
        await expect(
          apiRequest('POST', '/api/healing-moments', {}, { resendIfUnanswered: true }),
        ).rejects.toThrow('Failed to fetch');
        expect(attempts).toBe(2);
      } finally {
        globalThis.fetch = original;
      }
    });

    it('does not resend a refusal, and plain requests carry no key', async () => {
      api = fakeApi({
        'POST /api/contact': {
          status: 400,
          body: { statusCode: 400, message: 'Email is required', error: 'Bad Request' },
        },
      });
      await expect(
        apiRequest('POST', '/api/contact', {}, { resendIfUnanswered: true }),
      ).rejects.toThrow('400');
      expect(api.calls).toHaveLength(1);
      api.on('POST /api/newsletter', { status: 201, body: {} });
      await apiJson('POST', '/api/newsletter', {});
      expect(api.calls[1].headers['Idempotency-Key']).toBeUndefined();
    });
  });
});

describe('isPassingFailure', () => {
  const answered = (status: number) => new ApiError(status, `${status}: x`, undefined);

  it('takes a timeout, too many requests, a gateway error, a 503 or no answer as passing', () => {
    for (const status of [408, 429, 502, 503, 504]) {
      expect(isPassingFailure(answered(status))).toBe(true);
    }
    expect(isPassingFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('takes any other answer, or a cancelled request, as the answer', () => {
    for (const status of [400, 401, 403, 404, 409, 500, 501]) {
      expect(isPassingFailure(answered(status))).toBe(false);
    }
    expect(isPassingFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('ApiError through JSON', () => {
  it('is made again as it was, from what a server render carries to the browser', () => {
    const sent = new ApiError(404, '404 Not Found', { message: 'Product not found', field: 'id' });
    const carried: unknown = JSON.parse(JSON.stringify({ error: sent }));
    const made = ApiError.revive((carried as { error: unknown }).error);
    expect(made).toBeInstanceOf(ApiError);
    expect(made).toMatchObject({ status: 404, message: '404 Not Found' });
    expect((made as ApiError).serverMessage).toBe('Product not found');
    expect((made as ApiError).field).toBe('id');
  });

  it('gives anything else back as it is', () => {
    const plain = new Error('offline');
    expect(ApiError.revive(plain)).toBe(plain);
    expect(ApiError.revive(null)).toBeNull();
    expect(ApiError.revive({ name: 'ApiError', status: '404' })).toEqual({
      name: 'ApiError',
      status: '404',
    });
  });
});
