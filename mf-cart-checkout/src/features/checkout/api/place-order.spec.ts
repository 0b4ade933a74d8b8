import { fakeApi, type FakeApi } from '@healing/platform/testing';
import type { CheckoutRequest } from '@healing/platform';
import { postCheckout } from './place-order';

describe('postCheckout', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends the order once more, with the same key, when its answer was lost', async () => {
    let attempts = 0;
    api = fakeApi({
      'POST /api/checkout': () =>
        ++attempts === 1
          ? { status: 502, body: { statusCode: 502, message: 'Bad gateway', error: 'Bad Gateway' } }
          : { status: 201, body: { id: 41 } },
    });
    const request = { sessionId: 's' } as unknown as CheckoutRequest;
    await expect(postCheckout(request, 'checkout_abc')).resolves.toEqual({ id: 41 });
    expect(api.calls.map((call) => call.headers['Idempotency-Key'])).toEqual([
      'checkout_abc',
      'checkout_abc',
    ]);
  });

  it('does not resend an order the shop refused', async () => {
    api = fakeApi({
      'POST /api/checkout': {
        status: 409,
        body: { statusCode: 409, message: 'Your cart is empty.', error: 'Conflict' },
      },
    });
    await expect(postCheckout({} as CheckoutRequest, 'checkout_def')).rejects.toThrow('409');
    expect(api.calls).toHaveLength(1);
  });
});
