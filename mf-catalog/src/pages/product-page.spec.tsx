import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVOURITES_STORAGE_KEY } from '../features/products/hooks/use-favourites';
import {
  catalogApi,
  deferred,
  product,
  requestsTo,
  sizedProduct,
} from '../test-support/catalog-fixtures';
import { ProductPage } from './product-page';

const cap = product({
  id: 3,
  name: 'Gentle Grace Cap',
  price: '24.99',
  category: 'apparel',
  collection: 'inner-beauty',
  description: 'An unstructured cotton cap with an embroidered feather.',
});

function renderProduct(id: string) {
  return renderWithPlatform(<ProductPage />, { path: `/product/${id}`, routePath: '/product/:id' });
}

function jsonLd<T>(type: string): T | undefined {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as T & { '@type'?: string })
    .find((data) => data['@type'] === type);
}

afterEach(() => window.localStorage.removeItem(FAVOURITES_STORAGE_KEY));

describe('ProductPage', () => {
  it('shows a spinner, then the product with everything SPEC lists', async () => {
    const answer = deferred({ body: cap });
    const api = catalogApi({
      'GET /api/products/3': answer.handler,
      'GET /api/products/3/reviews': {
        body: { productId: 3, page: 1, pageSize: 10, count: 0, average: null, reviews: [] },
      },
    });
    renderProduct('3');
    expect(screen.getByText('Loading product').closest('[role="status"]')).toBeInTheDocument();
    answer.release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Apparel')).toBeInTheDocument();
    // No rating that no customer gave (DECISIONS.md).
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/127/)).not.toBeInTheDocument();
    expect(document.querySelector('svg.lucide-star')).toBeNull();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
    expect(screen.getByText(cap.description)).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    for (const promise of [
      'Free shipping over $50',
      '30-day healing guarantee',
      'Made with love',
    ]) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
    const features = screen.getByRole('region', { name: 'Made for your healing journey' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Back to Inner Beauty' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
    expect(requestsTo(api, '/api/products')).toEqual([
      '/api/products/3',
      '/api/products/3/related',
      '/api/products/3/reviews',
    ]);
    api.restore();
  });

  it('shows the approved reviews with their count and average, and the rating in Product data', async () => {
    const api = catalogApi({
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/reviews': {
        body: {
          productId: 3,
          page: 1,
          pageSize: 10,
          count: 2,
          average: 4.5,
          reviews: [
            {
              id: 8,
              productId: 3,
              rating: 4,
              text: 'Soft and kind.',
              name: 'Sam',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
            {
              id: 5,
              productId: 3,
              rating: 5,
              text: 'I wear it every day.',
              name: 'Maya R.',
              createdAt: '2026-11-18T10:00:00.000Z',
            },
          ],
        },
      },
    });
    renderProduct('3');
    expect(await screen.findByRole('link', { name: '4.5 out of 5, 2 reviews' })).toHaveAttribute(
      'href',
      '#reviews',
    );
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Reviews' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Soft and kind.');
    expect(items[0]).toHaveTextContent('Sam, November 20, 2026');
    expect(items[0].querySelectorAll('svg[data-filled]')).toHaveLength(4);
    await waitFor(() =>
      expect(jsonLd<{ aggregateRating?: object }>('Product')?.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      }),
    );
    api.restore();
  });

  it('shows more reviews on request, page after page, until all are shown', async () => {
    const review = (id: number) => ({
      id,
      productId: 3,
      rating: 5,
      text: `Review number ${id}.`,
      name: `Shopper ${id}`,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const api = catalogApi({
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/reviews*': ({ url }) => {
        const page = Number(new URL(url, 'http://shop.test').searchParams.get('page') ?? 1);
        const ids = Array.from({ length: 12 }, (_, index) => 12 - index);
        return {
          body: {
            productId: 3,
            page,
            pageSize: 5,
            count: 12,
            average: 5,
            reviews: ids.slice((page - 1) * 5, page * 5).map(review),
          },
        };
      },
    });
    renderProduct('3');
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    expect(section).toHaveTextContent('Showing the 5 newest of 12 reviews.');
    await userEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(10));
    expect(section).toHaveTextContent('Showing the 10 newest of 12 reviews.');
    await userEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(12));
    expect(within(section).getAllByRole('listitem').at(-1)).toHaveTextContent('Review number 1.');
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(requestsTo(api, '/api/products/3/reviews')).toEqual([
      '/api/products/3/reviews',
      '/api/products/3/reviews?page=2&pageSize=5',
      '/api/products/3/reviews?page=3&pageSize=5',
    ]);
    api.restore();
  });

  it('says "No reviews yet" and claims no rating when there are none', async () => {
    const api = catalogApi({
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/reviews': {
        body: { productId: 3, page: 1, pageSize: 10, count: 0, average: null, reviews: [] },
      },
    });
    renderProduct('3');
    await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' });
    await waitFor(() => expect(requestsTo(api, '/api/products/3/reviews')).toHaveLength(1));
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveTextContent(
      /^ReviewsNo reviews yet\./,
    );
    expect(jsonLd<{ aggregateRating?: object }>('Product')).not.toHaveProperty('aggregateRating');
    api.restore();
  });

  it('claims nothing about reviews while they cannot be loaded', async () => {
    const api = catalogApi({
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/reviews': { status: 500, body: { message: 'Oops' } },
    });
    renderProduct('3');
    await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' });
    await waitFor(() =>
      expect(requestsTo(api, '/api/products/3/reviews').length).toBeGreaterThan(0),
    );
    expect(screen.queryByText(/No reviews yet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(jsonLd<{ aggregateRating?: object }>('Product')).not.toHaveProperty('aggregateRating');
    api.restore();
  });

  it('suggests related products under the product, each a card to open or add', async () => {
    const tee = product({ id: 8, name: 'Still Here Tee', kind: 't-shirt', collection: 'love-is' });
    const api = catalogApi({
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/related': { body: [tee] },
    });
    renderProduct('3');
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(related).getByRole('link', { name: /Still Here Tee/ })).toHaveAttribute(
      'href',
      '/product/8',
    );
    expect(within(related).getByRole('button', { name: /Add/ })).toBeEnabled();
    // The same card as a collection's: labelled with its own collection.
    expect(within(related).getByText('Love Is')).toBeInTheDocument();
    api.restore();
  });

  it('leaves the related products out when there are none', async () => {
    const api = catalogApi({
      'GET /api/products/3': { body: cap },
      'GET /api/products/3/related': { body: [] },
    });
    renderProduct('3');
    await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' });
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
    api.restore();
  });

  it('publishes the title and Product data with its offer', async () => {
    const api = catalogApi({ 'GET /api/products/3': { body: { ...cap, inStock: false } } });
    renderProduct('3');
    await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' });
    expect(document.title).toBe('Gentle Grace Cap | Healing Shop');
    const data = jsonLd<{ name: string; offers: Record<string, string> }>('Product');
    expect(data?.name).toBe('Gentle Grace Cap');
    expect(data?.offers).toMatchObject({
      price: '24.99',
      priceCurrency: 'USD',
      availability: 'https://schema.org/OutOfStock',
    });
    api.restore();
  });

  it('publishes a sized product as a ProductGroup: each size a Product with its own offer', async () => {
    const tee = sizedProduct({ id: 8, name: 'Still Here Tee', price: '28.00', kind: 't-shirt' }, [
      'L',
    ]);
    const api = catalogApi({ 'GET /api/products/8': { body: tee } });
    renderProduct('8');
    await screen.findByRole('heading', { level: 1, name: 'Still Here Tee' });
    expect(jsonLd('Product')).toBeUndefined();
    const group = jsonLd<{
      productGroupID: string;
      variesBy: string[];
      hasVariant: { name: string; sku: string; size: string; offers: Record<string, string> }[];
    }>('ProductGroup');
    expect(group?.productGroupID).toBe('8');
    expect(group?.variesBy).toEqual(['https://schema.org/size']);
    expect(group?.hasVariant.map((variant) => [variant.name, variant.size])).toEqual([
      ['Still Here Tee — S', 'S'],
      ['Still Here Tee — M', 'M'],
      ['Still Here Tee — L', 'L'],
    ]);
    expect(group?.hasVariant[1].offers).toMatchObject({
      url: 'http://localhost/product/8?size=M',
      price: '28.00',
      availability: 'https://schema.org/InStock',
    });
    expect(group?.hasVariant[2].offers.availability).toBe('https://schema.org/OutOfStock');
    api.restore();
  });

  it('adds one to the cart with the collection toast', async () => {
    const api = catalogApi({
      'GET /api/products/3': { body: { ...cap, collection: 'life-happens' } },
    });
    renderProduct('3');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        productId: 3,
        quantity: 1,
      }),
    );
    expect(await screen.findByText('Added to Cart! 💖')).toBeInTheDocument();
    expect(screen.getByText('Gentle Grace Cap added to your healing journey.')).toBeInTheDocument();
    api.restore();
  });

  it('disables Add to Cart when the product is out of stock', async () => {
    const api = catalogApi({ 'GET /api/products/3': { body: { ...cap, inStock: false } } });
    renderProduct('3');
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    await userEvent.click(add);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    api.restore();
  });

  it.each([
    ['an unknown id', '999', 404],
    ['an id the API refuses', '0', 400],
  ])('shows Product Not Found for %s', async (_case, id, status) => {
    const api = catalogApi({ [`GET /api/products/${id}`]: { status, body: { message: 'No' } } });
    renderProduct(id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This healing product doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Collection' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
    // SPEC.md: besides the button, a back link also goes to /inner-beauty.
    expect(screen.getByRole('link', { name: 'Back to Inner Beauty' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    api.restore();
  });

  it('shows Product Not Found for a malformed id without asking the API', async () => {
    const api = catalogApi();
    renderProduct('abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(requestsTo(api, '/api/products')).toEqual([]);
    api.restore();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    let fail = true;
    const api = catalogApi({
      'GET /api/products/3': () =>
        fail ? { status: 500, body: { message: 'Oops' } } : { body: cap },
    });
    renderProduct('3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this product just now.");
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gentle Grace Cap' }),
    ).toBeInTheDocument();
    api.restore();
  });
});
