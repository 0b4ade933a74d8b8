import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderDetail, SESSION_ENDED } from './admin-fixtures';
import { PackingSlipPage } from './packing-slip-page';

function render(id = '42') {
  return renderWithPlatform(<PackingSlipPage />, {
    path: `/admin/orders/${id}/packing-slip`,
    routePath: '/admin/orders/:id/packing-slip',
  });
}

describe('PackingSlipPage', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('lists the shop, the order, the address, every line with its variant, quantity and design', async () => {
    api = fakeApi({ 'GET /api/admin/orders/42': { body: orderDetail() } });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packing slip #42' }),
    ).toBeVisible();
    const slip = screen.getByRole('article', { name: 'Packing slip' });
    expect(slip).toHaveTextContent('Healing Shop');
    expect(slip).toHaveTextContent('#42');
    expect(within(slip).getByRole('region', { name: 'Ship to' })).toHaveTextContent(
      'Portland, OR 97201',
    );
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bloom Within Tee');
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('One size');
    expect(within(rows[0]).getAllByRole('cell')[2]).toHaveTextContent('1');
    expect(rows[1]).toHaveTextContent('Custom caps - love-is (Rose Peace)');
    for (const words of ['Rose Peace', '“You are enough”', 'Large', '#5A4B8A', 'our-garden.jpg']) {
      expect(rows[1]).toHaveTextContent(words);
    }
    // A packing slip shows no prices.
    expect(slip).not.toHaveTextContent('$');
  });

  it('prints the page', async () => {
    api = fakeApi({ 'GET /api/admin/orders/42': { body: orderDetail() } });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the order does not exist, and when the session has ended', async () => {
    api = fakeApi({
      'GET /api/admin/orders/7': {
        status: 404,
        body: { statusCode: 404, message: 'Order not found' },
      },
    });
    render('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    api.restore();
    api = fakeApi({ 'GET /api/admin/orders/42': SESSION_ENDED });
    render();
    expect(await screen.findByText('Your session has ended.')).toBeVisible();
  });
});
