import { type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIND_MY_ORDER_MESSAGE } from '@healing/contracts';
import { cartApi } from '../test-support/shop-fixtures';
import { FindMyOrderPage } from './find-my-order-page';

describe('Find my order', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('sends the address and says what the API says, whatever the address', async () => {
    api = cartApi({
      items: [],
      routes: {
        'POST /api/orders/find': {
          status: 202,
          body: { success: true, message: FIND_MY_ORDER_MESSAGE },
        },
      },
    });
    renderWithPlatform(<FindMyOrderPage />, { path: '/find-my-order' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find my order' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email address'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me my order links' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FIND_MY_ORDER_MESSAGE);
    const sent = api.calls.filter((call) => call.url.endsWith('/api/orders/find'));
    expect(sent.map((call) => call.body)).toEqual([{ email: 'maya@example.com' }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('refuses what is not an e-mail address beside the field, and sends nothing', async () => {
    api = cartApi({ items: [] });
    renderWithPlatform(<FindMyOrderPage />, { path: '/find-my-order' });
    await userEvent.type(screen.getByLabelText('Email address'), 'maya@');
    await userEvent.click(screen.getByRole('button', { name: 'Send me my order links' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.url.endsWith('/api/orders/find'))).toEqual([]);
  });
});
