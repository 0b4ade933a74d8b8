import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import AdminApp from './admin-app';

// The remotes' pages stand in as their names: what matters here is which one each route shows.
jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ remote, module }: { remote: string; module: string }) => (
    <p data-testid="remote-page">{`${remote} ${module}`}</p>
  ),
}));

const SIGNED_OUT = {
  status: 401,
  body: { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' },
};
const WRONG = {
  status: 401,
  body: {
    statusCode: 401,
    message: 'The username or password is not right.',
    error: 'Unauthorized',
  },
};
const THROTTLED = {
  status: 429,
  body: {
    statusCode: 429,
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    error: 'Too Many Requests',
  },
};

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderAdmin(path: string) {
  return renderWithPlatform(
    <>
      <AdminApp />
      <Where />
    </>,
    { path, routePath: '/admin/*' },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });
const remotePage = () => screen.findByTestId('remote-page');

async function signInWith(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the back office', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('shows the sign-in form in place of a page when no one is signed in, then that page', async () => {
    let signedIn = false;
    api = fakeApi({
      'GET /api/admin/session': () => (signedIn ? { body: { username: 'maya' } } : SIGNED_OUT),
      'POST /api/admin/session': ({ body }) => {
        const { password } = body as { password: string };
        if (password !== 'a long enough password') return WRONG;
        signedIn = true;
        return { body: { username: 'maya' } };
      },
    });
    renderAdmin('/admin/orders');
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();

    await signInWith('maya', 'not it');
    expect(await screen.findByText('The username or password is not right.')).toBeVisible();
    // Another try starts from an empty password, with the username kept.
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(username).toHaveValue('maya');

    await userEvent.type(password, 'a long enough password{Enter}');
    expect(await remotePage()).toHaveTextContent('cartCheckout ./AdminOrdersPage');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin/orders');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { username: 'maya', password: 'not it' },
      { username: 'maya', password: 'a long enough password' },
    ]);
  });

  it('shows the API’s message when there have been too many attempts', async () => {
    api = fakeApi({
      'GET /api/admin/session': SIGNED_OUT,
      'POST /api/admin/session': THROTTLED,
    });
    renderAdmin('/admin');
    await signInWith('maya', 'whatever it was');
    expect(
      await screen.findByText('Too many sign-in attempts. Please wait 15 minutes and try again.'),
    ).toBeVisible();
  });

  it('asks for both fields before sending anything', async () => {
    api = fakeApi({ 'GET /api/admin/session': SIGNED_OUT });
    renderAdmin('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Please enter your username.',
    );
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Username'), 'maya{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the button working while the sign-in is on its way', async () => {
    let answer!: (value: { body: unknown }) => void;
    api = fakeApi({
      'GET /api/admin/session': SIGNED_OUT,
      'POST /api/admin/session': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAdmin('/admin');
    await signInWith('maya', 'a long enough password');
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    answer({ body: { username: 'maya' } });
    expect(await remotePage()).toHaveTextContent('cartCheckout ./AdminDashboardPage');
    expect(address()).toHaveTextContent(/^\/admin$/);
  });

  it("shows a signed-in owner the home at /admin, the shop's figures", async () => {
    api = fakeApi({ 'GET /api/admin/session': { body: { username: 'maya' } } });
    renderAdmin('/admin');
    expect(await remotePage()).toHaveTextContent('cartCheckout ./AdminDashboardPage');
    expect(address()).toHaveTextContent(/^\/admin$/);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', {
        name: 'Home',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Home · Back office | Healing Shop'));
  });

  it('reads through a brief failure without a word', async () => {
    let failures = 1;
    api = fakeApi({
      'GET /api/admin/session': () =>
        failures-- > 0
          ? { status: 503, body: { message: 'down' } }
          : { body: { username: 'maya' } },
    });
    renderAdmin('/admin/stories');
    expect(await remotePage()).toHaveTextContent('community ./AdminStoriesPage');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/admin/session')).toHaveLength(2);
  });

  it('says so, with a retry, when the API stays away', async () => {
    let isUp = false;
    api = fakeApi({
      'GET /api/admin/session': () =>
        isUp ? { body: { username: 'maya' } } : { status: 503, body: { message: 'down' } },
    });
    renderAdmin('/admin/stories');
    // Asked three times (0.5 s and 1.5 s apart) before the page says anything.
    const problem = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(problem).toHaveTextContent('could not be checked');
    expect(api.calls.filter((call) => call.url === '/api/admin/session')).toHaveLength(3);
    isUp = true;
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await remotePage()).toHaveTextContent('community ./AdminStoriesPage');
  });

  it('never asks again when the answer is a refusal', async () => {
    api = fakeApi({ 'GET /api/admin/session': { status: 500, body: { message: 'broken' } } });
    renderAdmin('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be checked');
    expect(api.calls.filter((call) => call.url === '/api/admin/session')).toHaveLength(1);
  });

  it('gives the shop its own rule back when the back office is left', async () => {
    api = fakeApi({ 'GET /api/admin/session': SIGNED_OUT });
    const { queryClient, unmount } = renderAdmin('/admin');
    await screen.findByLabelText('Username');
    expect(queryClient.getDefaultOptions().queries?.retry).toEqual(expect.any(Function));
    unmount();
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
  });

  it.each([
    ['/admin/orders/12', 'cartCheckout ./AdminOrderPage'],
    ['/admin/orders/12/packing-slip', 'cartCheckout ./PackingSlipPage'],
    ['/admin/discount-codes', 'cartCheckout ./AdminDiscountCodesPage'],
    ['/admin/products', 'catalog ./AdminProductsPage'],
    ['/admin/products/new', 'catalog ./AdminProductEditPage'],
    ['/admin/products/7', 'catalog ./AdminProductEditPage'],
    ['/admin/stories', 'community ./AdminStoriesPage'],
    ['/admin/messages', 'community ./AdminMessagesPage'],
    ['/admin/subscribers', 'community ./AdminSubscribersPage'],
    ['/admin/emails', 'community ./AdminEmailsPage'],
  ])('renders %s with %s', async (path, page) => {
    api = fakeApi({ 'GET /api/admin/session': { body: { username: 'maya' } } });
    renderAdmin(path);
    expect(await remotePage()).toHaveTextContent(page);
  });

  it('sends the old moderation address to the stories', async () => {
    api = fakeApi({ 'GET /api/admin/session': { body: { username: 'maya' } } });
    renderAdmin('/admin/moments');
    expect(await remotePage()).toHaveTextContent('community ./AdminStoriesPage');
    expect(address()).toHaveTextContent('/admin/stories');
  });

  it('tells search engines to skip it, whatever page is on show', async () => {
    api = fakeApi({ 'GET /api/admin/session': SIGNED_OUT });
    const { unmount } = renderAdmin('/admin');
    await screen.findByLabelText('Username');
    const robots = () =>
      [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) =>
        meta.getAttribute('content'),
      );
    expect(robots()).toContain('noindex');
    expect(document.title).toBe('Sign in · Back office | Healing Shop');
    unmount();
    expect(robots()).not.toContain('noindex');
  });
});
