import { getSessionId } from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';

const sessionId = getSessionId();

function cartOf(quantities: number[]) {
  return quantities.map((quantity, index) => ({ id: index + 1, quantity }));
}

describe('Header', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('links every page of the shop and lists the three collections', async () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: [] } });
    renderWithPlatform(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Books', 'Healing Moments', 'Design Apparel', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    const toggle = within(nav).getByRole('button', { name: /Collections/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list).toBeVisible();
    expect(
      within(list)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['Inner Beauty', 'Life Happens', 'Love Is']);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the cart count (sum of quantities) only when above zero', async () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: cartOf([2, 3]) } });
    renderWithPlatform(<Header />);
    expect(await screen.findByRole('button', { name: 'Open cart, 5 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
  });

  it('has no badge for an empty cart', async () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: [] } });
    renderWithPlatform(<Header />);
    expect(await screen.findByRole('button', { name: 'Open cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('toggles the mobile menu', async () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: [] } });
    renderWithPlatform(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  it('turns solid after 20 px of scroll', () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: [] } });
    renderWithPlatform(<Header />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-solid', 'false');
    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-solid', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is solid from the start on a page opened already scrolled (a reload half-way down)', async () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: [] } });
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      renderWithPlatform(<Header />);
      await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true'));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
