import {
  createQueryClient,
  getSessionId,
  PlatformProvider,
  writeFavouriteIds,
} from '@healing/platform';
import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Header } from './header';
import { ServerRenderContext } from '../remotes/server-render-context';

const sessionId = getSessionId();

function cartOf(quantities: number[]) {
  return quantities.map((quantity, index) => ({ id: index + 1, quantity }));
}

const emptyCart = () => fakeApi({ [`GET /api/cart/${sessionId}`]: { body: [] } });
const panelOf = (toggle: HTMLElement) =>
  document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;

describe('Header', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('links every page of the shop and lists the three collections in a disclosure', async () => {
    api = emptyCart();
    renderWithPlatform(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Books', 'Healing Moments', 'Design Apparel', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    const toggle = within(nav).getByRole('button', { name: /Collections/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = panelOf(toggle);
    expect(list).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
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

  it('closes Collections when focus moves on past it, or on a press elsewhere', async () => {
    api = emptyCart();
    renderWithPlatform(<Header />);
    const toggle = screen.getByRole('button', { name: /Collections/ });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inner Beauty' })).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Love Is' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('banner'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the cart count (sum of quantities) only when above zero', async () => {
    api = fakeApi({ [`GET /api/cart/${sessionId}`]: { body: cartOf([2, 3]) } });
    renderWithPlatform(<Header />);
    expect(await screen.findByRole('button', { name: 'Open cart, 5 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
  });

  it('has no badge for an empty cart', async () => {
    api = emptyCart();
    renderWithPlatform(<Header />);
    expect(await screen.findByRole('button', { name: 'Open cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('links Favourites with a heart, in the bar and in the mobile menu', () => {
    api = emptyCart();
    renderWithPlatform(<Header />);
    const links = screen.getAllByRole('link', { name: 'Favourites', hidden: true });
    // The bar's, then the mobile menu's (hidden until it opens).
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/favourites', '/favourites']);
    expect(links[0].querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("counts this device's favourites on the heart, and follows each change", () => {
    api = emptyCart();
    writeFavouriteIds([3, 7]);
    renderWithPlatform(<Header />);
    const heart = screen.getByRole('link', { name: 'Favourites, 2 saved' });
    expect(within(heart).getByTestId('favourites-count')).toHaveTextContent('2');
    act(() => void writeFavouriteIds([3]));
    expect(screen.getByRole('link', { name: 'Favourites, 1 saved' })).toBeInTheDocument();
    act(() => void writeFavouriteIds([]));
    expect(screen.getAllByRole('link', { name: 'Favourites', hidden: true })[0]).toBeVisible();
    expect(screen.queryByTestId('favourites-count')).not.toBeInTheDocument();
  });

  it('opens the mobile menu, and Escape closes it with focus back on its button', async () => {
    api = emptyCart();
    renderWithPlatform(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(mobile).toBe(panelOf(toggle));
    expect(mobile).toBeVisible();
    await userEvent.tab();
    expect(within(mobile).getByRole('combobox', { name: 'Search the shop' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    // The collections come first, then the shop's pages, the blog among them.
    expect(within(mobile).getByRole('link', { name: 'Inner Beauty' })).toHaveFocus();
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inner Beauty',
      'Life Happens',
      'Love Is',
      'Home',
      'About',
      'Books',
      'Healing Moments',
      'Design Apparel',
      'Blog',
      'Contact',
      'Favourites',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('is native disclosures of plain links in the HTML, which open without JavaScript', () => {
    api = emptyCart();
    // As the shell's server renders it (server-render.tsx).
    const html = renderToString(
      <ServerRenderContext.Provider value={{ remotes: [], fragments: {} }}>
        <PlatformProvider queryClient={createQueryClient()}>
          <StaticRouter location="/about">
            <Header />
          </StaticRouter>
        </PlatformProvider>
      </ServerRenderContext.Provider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const disclosures = [...page.querySelectorAll('details')];
    expect(disclosures.map((menu) => menu.id)).toEqual([
      'collections-menu',
      'header-search',
      'mobile-menu',
    ]);
    for (const menu of disclosures) {
      expect(menu.open).toBe(false);
      expect(menu.firstElementChild?.tagName).toBe('SUMMARY');
    }
    for (const menu of [disclosures[0], disclosures[2]]) {
      expect(menu.querySelectorAll('a[href="/love-is"]')).toHaveLength(1);
    }
    // Search is a plain GET form to /search, in the header's and in the mobile menu.
    for (const menu of [disclosures[1], disclosures[2]]) {
      const form = menu.querySelector('form');
      expect(form).toHaveAttribute('action', '/search');
      expect(form).toHaveAttribute('method', 'get');
      expect(form?.querySelector('input[name="q"]')).toHaveAttribute('type', 'search');
      expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
    }
    // The sidebar needs the app; the cart page does not.
    expect(page.querySelector('button[aria-label^="Open cart"]')).toHaveAttribute('data-js-only');
    expect(page.querySelector('a[href="/cart"]')).toHaveAttribute('data-no-js-only');
  });

  it('stays open when the visitor opened it on the HTML before the app took over', () => {
    api = emptyCart();
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-server-rendered', '');
    root.innerHTML = '<details id="mobile-menu" open><summary>Menu</summary></details>';
    document.body.append(root);
    try {
      renderWithPlatform(<Header />);
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: /Collections/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } finally {
      root.remove();
    }
  });

  it('turns solid after 20 px of scroll', () => {
    api = emptyCart();
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
    api = emptyCart();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      renderWithPlatform(<Header />);
      await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true'));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
