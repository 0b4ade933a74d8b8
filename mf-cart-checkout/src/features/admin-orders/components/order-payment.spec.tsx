import { render, screen, within } from '@testing-library/react';
import { orderDetail, providerPayment as payment } from '../admin-fixtures';
import { OrderPayment } from './order-payment';

describe('OrderPayment', () => {
  it("shows each attempt's provider, session, state, amounts, refunds and dashboard link", () => {
    render(
      <OrderPayment
        order={orderDetail({
          status: 'paid',
          payments: [
            payment({
              sessionId: 'cs_test_a0',
              state: 'expired',
              amountReceived: null,
              paymentReference: null,
              dashboardUrl: null,
            }),
            payment({
              attempt: 2,
              refunds: [
                {
                  at: '2026-11-24T10:00:00.000Z',
                  amount: '5.00',
                  reference: 're_test_9',
                  state: 'succeeded',
                },
                {
                  at: '2026-11-25T10:00:00.000Z',
                  amount: '2.00',
                  reference: 're_test_10',
                  state: 'failed',
                },
              ],
            }),
          ],
        })}
      />,
    );

    const panel = screen.getByRole('region', { name: 'Payment' });
    const [first, second] = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('attempt'));
    expect(first).toHaveTextContent('Stripe, attempt 1');
    expect(first).toHaveTextContent('Page expired');
    expect(first).toHaveTextContent('Nothing yet');
    expect(first).toHaveTextContent('cs_test_a0');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Stripe, attempt 2');
    expect(second).toHaveTextContent('Paid');
    expect(second).toHaveTextContent('$51.52 USD');
    expect(second).toHaveTextContent('pi_test_1');
    const [made, failed] = within(
      within(second).getByRole('list', { name: 'Refunds through Stripe' }),
    ).getAllByRole('listitem');
    expect(made).toHaveTextContent('$5.00 through Stripe, Nov 24, 2026');
    expect(made).toHaveTextContent('refunded (re_test_9)');
    expect(failed).toHaveTextContent('$2.00 through Stripe');
    expect(failed).toHaveTextContent('failed: not given back (re_test_10)');
    expect(
      within(second).getByRole('link', { name: 'Open in the Stripe dashboard' }),
    ).toHaveAttribute('href', 'https://dashboard.stripe.com/test/payments/pi_test_1');
  });

  it('names a payment of the wrong amount, with what came in', () => {
    render(
      <OrderPayment
        order={orderDetail({ payments: [payment({ state: 'mismatch', amountReceived: '1.00' })] })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Payment' });
    expect(panel).toHaveTextContent('Wrong amount paid');
    expect(panel).toHaveTextContent('$1.00 USD');
  });

  it('shows nothing for an order with no payment through the provider', () => {
    const { container } = render(<OrderPayment order={orderDetail()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
