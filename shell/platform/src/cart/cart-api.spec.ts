import { fakeApi, type FakeApi } from '../testing';
import { deleteCartItem, putCartQuantity } from './cart-api';

const badGateway = {
  status: 502,
  body: { statusCode: 502, message: 'The shop could not be reached.', error: 'Bad Gateway' },
};

describe('cart writes whose answer was lost', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends a quantity change once more after a 502: setting it twice is setting it once', async () => {
    let attempts = 0;
    api = fakeApi({
      'PUT /api/cart/7': () =>
        ++attempts === 1 ? badGateway : { status: 200, body: { id: 7, quantity: 3 } },
    });
    await expect(putCartQuantity(7, 3)).resolves.toMatchObject({ quantity: 3 });
    expect(api.calls.map((call) => call.body)).toEqual([{ quantity: 3 }, { quantity: 3 }]);
  });

  it('does not send a removal twice (a second one would answer 404)', async () => {
    api = fakeApi({ 'DELETE /api/cart/7': badGateway });
    await expect(deleteCartItem(7)).rejects.toThrow('502');
    expect(api.calls).toHaveLength(1);
  });
});
