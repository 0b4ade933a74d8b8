import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { AdminLoading, AdminPage } from './admin-page';

describe('AdminPage', () => {
  it('is a region named by its one h1, with the way back, its words and its actions', () => {
    renderWithPlatform(
      <AdminPage
        title="Order #42"
        titleExtra={<span>Paid</span>}
        description="Placed today"
        back={{ to: '/admin/orders', label: 'All orders' }}
        actions={<button type="button">Export CSV</button>}
      >
        <p>The order</p>
      </AdminPage>,
    );

    const region = screen.getByRole('region', { name: 'Order #42' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 1, name: 'Order #42' }));
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Placed today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(region).toHaveTextContent(/The order$/);
  });

  it('has no way back when it is a list of its own', () => {
    renderWithPlatform(<AdminPage title="Products" />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps a place for what is loading', () => {
    renderWithPlatform(
      <AdminLoading>
        <span role="status">Loading products</span>
      </AdminLoading>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
  });
});
