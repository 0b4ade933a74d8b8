import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import AdminApp from './admin-app';
import { hiddenEnds } from './admin-layout';

jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ module }: { module: string }) => <p data-testid="remote-page">{module}</p>,
}));

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAdmin(path: string) {
  return renderWithPlatform(
    <>
      <AdminApp />
      <Where />
    </>,
    // The layout mounts its own Toaster.
    { path, routePath: '/admin/*', toaster: false },
  );
}

describe('the back office layout', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('names the shop and the owner, lists its pages and marks the current one', async () => {
    api = fakeApi({ 'GET /api/admin/session': { body: { username: 'maya' } } });
    renderAdmin('/admin/products/new');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Orders',
      'Discount codes',
      'Products',
      'Reviews',
      'Stories',
      'Messages',
      'Subscribers',
      'E-mails',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/discount-codes',
      '/admin/products',
      '/admin/reviews',
      '/admin/stories',
      '/admin/messages',
      '/admin/subscribers',
      '/admin/emails',
    ]);
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toHaveTextContent('Healing Shop');
    expect(screen.getByRole('banner')).toHaveTextContent('maya');
    // Not the shop's frame: no cart, no shop navigation.
    expect(screen.queryByRole('button', { name: /Open cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Messages' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('./AdminMessagesPage');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Moving between pages does not ask for the session again.
    expect(api.calls.filter((call) => call.url === '/api/admin/session')).toHaveLength(1);
  });

  it('is reached with the keyboard: skip link first, then the tabs', async () => {
    api = fakeApi({ 'GET /api/admin/session': { body: { username: 'maya' } } });
    renderAdmin('/admin/orders');
    await screen.findByRole('navigation', { name: 'Back office' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Healing Shop back office' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Discount codes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('./AdminDiscountCodesPage');
  });

  it('signs out and goes back to the sign-in form at /admin', async () => {
    let signedIn = true;
    api = fakeApi({
      'GET /api/admin/session': () =>
        signedIn
          ? { body: { username: 'maya' } }
          : { status: 401, body: { statusCode: 401, message: 'Please sign in.' } },
      'DELETE /api/admin/session': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    renderAdmin('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/admin$/);
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('stays signed in, and says so, when signing out does not go through', async () => {
    api = fakeApi({
      'GET /api/admin/session': { body: { username: 'maya' } },
      'DELETE /api/admin/session': { status: 503, body: { message: 'down' } },
    });
    renderAdmin('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are still signed in')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out' })).not.toBeDisabled(),
    );
    expect(screen.getByTestId('remote-page')).toBeInTheDocument();
  });

  it('counts what waits beside its tab, named for screen readers, and reads it again on moving', async () => {
    let waiting = { orders: 3, messages: 0, stories: 2, reviews: 120 };
    api = fakeApi({
      'GET /api/admin/session': { body: { username: 'maya' } },
      'GET /api/admin/waiting': () => ({ body: waiting }),
    });
    renderAdmin('/admin/products');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const orders = await within(nav).findByRole('link', { name: 'Orders, 3 waiting' });
    expect(orders).toHaveTextContent(/^Orders3$/);
    expect(within(nav).getByRole('link', { name: 'Stories, 2 waiting' })).toHaveTextContent(
      /^Stories2$/,
    );
    expect(within(nav).getByRole('link', { name: 'Reviews, 120 waiting' })).toHaveTextContent(
      /^Reviews99\+$/,
    );
    // Nothing waits: no count, the tab's plain name.
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveTextContent(/^Home$/);

    waiting = { orders: 0, messages: 1, stories: 2, reviews: 0 };
    await userEvent.click(orders);
    expect(await within(nav).findByRole('link', { name: 'Messages, 1 waiting' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveTextContent(/^Orders$/);
    expect(api.calls.filter((call) => call.url === '/api/admin/waiting')).toHaveLength(2);
  });

  it('shows no counts when they cannot be read', async () => {
    api = fakeApi({
      'GET /api/admin/session': { body: { username: 'maya' } },
      'GET /api/admin/waiting': { status: 503, body: { message: 'down' } },
    });
    renderAdmin('/admin/orders');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/api/admin/waiting')).toBe(true),
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Orders');
    expect(nav.querySelectorAll('[aria-label$="waiting"]')).toHaveLength(0);
  });
});

describe('the tabs row on a narrow screen', () => {
  it('says which of its ends hides tabs, so the styles can fade that edge', () => {
    const row = (scrollLeft: number, clientWidth = 390, scrollWidth = 900) => ({
      scrollLeft,
      clientWidth,
      scrollWidth,
    });
    expect(hiddenEnds(row(0))).toBe('end');
    expect(hiddenEnds(row(200))).toBe('start end');
    expect(hiddenEnds(row(510))).toBe('start');
    // Rounding at the far end is not a hidden tab; a row that fits hides nothing.
    expect(hiddenEnds(row(509.5))).toBe('start');
    expect(hiddenEnds(row(0, 1200, 900))).toBe('');
  });
});
