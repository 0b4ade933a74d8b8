/**
 * @jest-environment node
 */
// Server renderers name the fetch each API request goes through (their render's own); a page
// names none and uses its own.
import { apiGet } from './api-client';
import { sendApiRequestsThrough } from './server';
import { fakeApi } from './testing';

describe("the API client's fetch", () => {
  afterEach(() => sendApiRequestsThrough(() => undefined));

  it('is the one a server renderer names for the request made now', async () => {
    const asked: string[] = [];
    sendApiRequestsThrough(() => (url) => {
      asked.push(url instanceof Request ? url.url : url.toString());
      return Promise.resolve(Response.json({ name: 'Ada' }));
    });
    await expect(apiGet('/api/greeting')).resolves.toEqual({ name: 'Ada' });
    expect(asked).toEqual(['/api/greeting']);
  });

  it("is the page's own fetch when the renderer names none", async () => {
    const api = fakeApi({ 'GET /api/greeting': { body: { name: 'Grace' } } });
    sendApiRequestsThrough(() => undefined);
    try {
      await expect(apiGet('/api/greeting')).resolves.toEqual({ name: 'Grace' });
    } finally {
      api.restore();
    }
  });
});
