import { useCart } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { SERVER_RENDERED_ATTRIBUTE } from '../server-render-markers';

function CartCount() {
  const { itemCount, isLoading } = useCart();
  return <p>{isLoading ? 'loading' : `${itemCount} in the cart`}</p>;
}

const cartReads = (api: FakeApi) => api.calls.filter(({ url }) => url.includes('/api/cart/'));

describe("the platform's cart and the shell's take-over", () => {
  let api: FakeApi;
  let root: HTMLElement;

  beforeEach(() => {
    api = fakeApi({ 'GET /api/cart/*': { body: [] } });
    root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
  });

  afterEach(() => {
    api.restore();
    root.remove();
  });

  it("over the server's HTML (the shell's mark on #root), asks for the cart only once idle after", async () => {
    // The browser's idle moments, told by the test (jsdom has none of its own).
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    try {
      root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
      renderWithPlatform(<CartCount />);
      // The first frame, its effects and the shell's own take-over: no cart asked for yet.
      await act(async () => {
        await Promise.resolve();
      });
      root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      expect(cartReads(api)).toEqual([]);
      // Not asked for yet is not empty: a page left to the browser must not take it for that.
      expect(screen.getByText('loading')).toBeInTheDocument();
      expect(idle.length).toBeGreaterThan(0);

      act(() => {
        for (const callback of idle.splice(0))
          callback({ didTimeout: false, timeRemaining: () => 50 });
      });
      await waitFor(() => expect(cartReads(api).length).toBeGreaterThan(0));
      expect(await screen.findByText('0 in the cart')).toBeInTheDocument();
    } finally {
      cleanup();
      // @ts-expect-error: jsdom's window has no idle callbacks; the test's are taken away again
      delete window.requestIdleCallback;
      // @ts-expect-error: as above
      delete window.cancelIdleCallback;
    }
  });

  it('on a page the browser renders itself, asks at once and shows the cart loading meanwhile', async () => {
    renderWithPlatform(<CartCount />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(cartReads(api).length).toBeGreaterThan(0);
    expect(await screen.findByText('0 in the cart')).toBeInTheDocument();
  });
});
