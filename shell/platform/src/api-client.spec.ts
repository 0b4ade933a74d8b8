import { ApiError, apiJson, apiRequest } from './api-client';
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
});
