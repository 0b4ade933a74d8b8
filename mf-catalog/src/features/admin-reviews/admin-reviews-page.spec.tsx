import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi, requestsTo } from '../../test-support/catalog-fixtures';
import { AdminReviewsPage } from './admin-reviews-page';

function review(id: number, status: 'pending' | 'approved' | 'rejected') {
  return {
    id,
    productId: 7,
    productName: 'Bloom Within Tee',
    orderId: 42,
    rating: 4,
    text: 'Soft and kind.',
    name: 'Maya',
    moderationStatus: status,
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-21T10:00:00.000Z',
  };
}

describe('AdminReviewsPage', () => {
  it('lists the waiting reviews with a pager and approves one', async () => {
    let decided = false;
    const api = catalogApi({
      'GET /api/admin/reviews*': ({ url }) => ({
        body: {
          reviews: decided || !url.includes('status=pending') ? [] : [review(3, 'pending')],
          status: new URL(url, 'http://x').searchParams.get('status'),
          page: 1,
          pageSize: 20,
          total: decided ? 0 : 1,
          counts: { pending: decided ? 0 : 1, approved: decided ? 1 : 0, rejected: 0 },
        },
      }),
      'POST /api/admin/reviews/3/approve': () => {
        decided = true;
        return { body: review(3, 'approved') };
      },
    });
    renderWithPlatform(<AdminReviewsPage />, { path: '/admin/reviews' });
    const list = await screen.findByRole('list', { name: 'Waiting' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Bloom Within Tee');
    expect(item).toHaveTextContent('By Maya · order #42');
    expect(within(item).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(
      within(item).getByRole('button', { name: 'Approve the review of Bloom Within Tee by Maya' }),
    );
    expect(await screen.findByText(EMPTY)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Approved (1)' })).toBeInTheDocument(),
    );
    expect(requestsTo(api, '/api/admin/reviews')).toContain('/api/admin/reviews/3/approve');
    api.restore();
  });
});

const EMPTY = 'No reviews are waiting. Every review has been read.';
