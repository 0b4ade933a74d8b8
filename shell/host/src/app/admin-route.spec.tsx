import { fakeApi, type FakeApi } from '@healing/platform/testing';
import { createQueryClient, PlatformProvider } from '@healing/platform';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminRoute } from './admin-route';
import { AppRoutes } from './app';

jest.mock('../remotes/remote-area', () => ({
  RemoteArea: ({ module }: { module: string }) => <p data-testid="remote-page">{module}</p>,
}));

function renderAt(path: string) {
  render(
    <PlatformProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes previews={[]} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('the /admin routes in the shop', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it("shows the back office in its own frame, without the shop's header and cart", async () => {
    api = fakeApi({
      'GET /api/admin/session': { status: 401, body: { message: 'Please sign in.' } },
    });
    renderAt('/admin/orders');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the back office' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders the unsubscribe page in the shop, marked noindex', async () => {
    api = fakeApi({});
    renderAt('/unsubscribe');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('./UnsubscribePage');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
  });
});

describe('the back office reached from a page with a preview on', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('loads the page again, which applies no preview in the back office', () => {
    api = fakeApi({});
    const reload = jest.fn();
    render(
      <PlatformProvider queryClient={createQueryClient()}>
        <AdminRoute previewsOn reload={reload} />
      </PlatformProvider>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
