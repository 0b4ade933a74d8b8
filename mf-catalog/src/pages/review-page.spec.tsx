import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi, product, requestsTo } from '../test-support/catalog-fixtures';
import { ReviewPage } from './review-page';

const tee = product({ id: 7, name: 'Bloom Within Tee' });

function orderOf(status: string, productId = 7) {
  return {
    id: 42,
    firstName: 'Maya',
    status,
    items: [
      {
        id: 1,
        productId,
        productName: 'Bloom Within Tee',
        isCustomDesign: false,
      },
    ],
  };
}

function renderReview(query: string) {
  return renderWithPlatform(<ReviewPage />, {
    path: `/product/7/review${query}`,
    routePath: '/product/:id/review',
  });
}

describe('ReviewPage', () => {
  it('lets the shopper of a delivered order rate with the keyboard, write and send', async () => {
    const api = catalogApi({
      'GET /api/products/7': { body: tee },
      'GET /api/orders/42': { body: orderOf('delivered') },
      'POST /api/reviews': {
        status: 201,
        body: {
          id: 3,
          status: 'pending',
          message:
            'Thank you for your review. It will appear on the product once we have approved it.',
        },
      },
    });
    renderReview('?order=42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review Bloom Within Tee' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText('Name shown with your review')).toHaveValue('Maya');

    // Sending without stars or words says what is missing, in the shop's words.
    await userEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(screen.getByText('Please write a few words about it')).toBeVisible();
    expect(requestsTo(api, '/api/reviews')).toEqual([]);

    // Keyboard: focus the first star, then the arrow keys move along the radio group.
    screen.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/Your review/), 'Soft and kind.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my review' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'It will appear on the product once we have approved it.',
    );
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      orderId: 42,
      productId: 7,
      rating: 4,
      text: 'Soft and kind.',
      name: 'Maya',
    });
    api.restore();
  });

  it('says so when the order has not arrived yet, without a form', async () => {
    const api = catalogApi({
      'GET /api/products/7': { body: tee },
      'GET /api/orders/42': { body: orderOf('shipped') },
    });
    renderReview('?order=42');
    expect(
      await screen.findByText(
        'Order #42 has not been delivered yet: you can review its pieces once it has arrived.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
    api.restore();
  });

  it("explains that another browser's order cannot be reviewed here", async () => {
    const api = catalogApi({ 'GET /api/products/7': { body: tee } });
    renderReview('?order=42');
    expect(await screen.findByText(/We could not find order #42 in this browser/)).toBeVisible();
    api.restore();
  });

  it('shows the API refusal of a repeated review', async () => {
    const api = catalogApi({
      'GET /api/products/7': { body: tee },
      'GET /api/orders/42': { body: orderOf('delivered') },
      'POST /api/reviews': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'You have already reviewed this product for order #42.',
          error: 'Conflict',
          field: 'productId',
        },
      },
    });
    renderReview('?order=42');
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText(/Your review/), 'Lovely.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    await waitFor(() =>
      expect(
        screen.getByText('You have already reviewed this product for order #42.'),
      ).toBeVisible(),
    );
    api.restore();
  });

  it('asks for the order when the link has none', async () => {
    const api = catalogApi({ 'GET /api/products/7': { body: tee } });
    renderReview('');
    expect(await screen.findByText(/This link is missing its order number/)).toBeVisible();
    api.restore();
  });

  it("opens a delivered order in any browser with the delivery e-mail's link, and sends its token", async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const api = catalogApi({
      'GET /api/products/7': { body: tee },
      [`GET /api/orders/link/${token}`]: { body: orderOf('delivered') },
      'POST /api/reviews': {
        status: 201,
        body: { id: 3, status: 'pending', message: 'Thank you for your review.' },
      },
    });
    renderReview(`?order=42&link=${token}`);
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText(/Your review/), 'Soft and kind.');
    await userEvent.click(screen.getByRole('button', { name: 'Send my review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your review.');
    expect(api.calls.filter((call) => call.url === '/api/orders/42')).toEqual([]);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      orderId: 42,
      orderLink: token,
      productId: 7,
      rating: 5,
      text: 'Soft and kind.',
      name: 'Maya',
    });
    api.restore();
  });

  it("says a revoked link, or another order's, no longer opens the order", async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const api = catalogApi({
      'GET /api/products/7': { body: tee },
      [`GET /api/orders/link/${token}`]: { body: { ...orderOf('delivered'), id: 41 } },
    });
    renderReview(`?order=42&link=${token}`);
    expect(
      await screen.findByText(/We could not find order #42 with this link: it may no longer work/),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
    api.restore();
  });
});
