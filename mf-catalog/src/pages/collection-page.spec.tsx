import type { ProductDto } from '@healing/platform';
import { renderWithPlatform } from '@healing/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { catalogApi, deferred, product, requestsTo } from '../test-support/catalog-fixtures';
import { CollectionPage } from './collection-page';

const tee = product({ id: 1, name: 'Bloom Within Tee', price: '28.00', category: 'apparel' });
const patch = product({
  id: 2,
  name: 'Lotus Patch',
  price: '8.49',
  category: 'accessories',
  kind: 'iron-on-patch',
});
const painting = product({
  id: 14,
  name: 'Moonlit Lotus Painting',
  price: '89.00',
  category: 'art',
  kind: 'painting',
  inStock: false,
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderCollection(collection: 'inner-beauty' | 'life-happens' | 'love-is', search = '') {
  return renderWithPlatform(
    <>
      <Routes>
        <Route path="/product/:id" element={<p>product page</p>} />
        <Route path="*" element={<CollectionPage collection={collection} />} />
      </Routes>
      <Address />
    </>,
    { path: `/${collection}${search}` },
  );
}

/** Answers collection requests from a table of products, filtering like the API does. */
function collectionHandler(products: ProductDto[]) {
  return ({ url }: { url: string }) => {
    const query = new URL(url, 'http://shop.test').searchParams;
    const category = query.get('category');
    const listed = products.filter((item) => !category || item.category === category);
    if (query.get('sort') === 'price-low') {
      listed.sort((a, b) => Number(a.price) - Number(b.price));
    }
    return { body: listed };
  };
}

function productNames(): string[] {
  const list = screen.getByRole('list', { name: 'Products' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('CollectionPage', () => {
  it('shows a spinner, then every product with its price and stock badge', async () => {
    const answer = deferred({ body: [tee, painting] });
    const api = catalogApi({ 'GET /api/products/collection/*': answer.handler });
    renderCollection('inner-beauty');

    expect(screen.getByRole('heading', { level: 1, name: 'Inner Beauty' })).toBeInTheDocument();
    expect(screen.getByText('Loading products').closest('[role="status"]')).toBeInTheDocument();
    answer.release();

    expect(await screen.findByRole('link', { name: 'Bloom Within Tee' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(requestsTo(api, '/api/products')).toEqual([
      '/api/products/collection/inner-beauty?sort=name',
    ]);
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(within(cards[0]).getByText('$28.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('In Stock')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByText('Loading products')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 products')).toHaveAttribute('role', 'status');
    api.restore();
  });

  it('filters by category through the API and keeps the choice in the address', async () => {
    const api = catalogApi({
      'GET /api/products/collection/*': collectionHandler([tee, patch, painting]),
    });
    renderCollection('inner-beauty');
    await screen.findByRole('link', { name: 'Lotus Patch' });

    await userEvent.click(screen.getByRole('button', { name: 'Accessories' }));

    await waitFor(() => expect(productNames()).toEqual(['Lotus Patch']));
    expect(screen.getByRole('button', { name: 'Accessories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo(api, '/api/products')).toContain(
      '/api/products/collection/inner-beauty?category=accessories&sort=name',
    );
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/inner-beauty?category=accessories',
    );
    api.restore();
  });

  it('sorts with the visible sort control', async () => {
    const api = catalogApi({
      'GET /api/products/collection/*': collectionHandler([tee, patch, painting]),
    });
    renderCollection('inner-beauty');
    await screen.findByRole('link', { name: 'Lotus Patch' });

    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('name');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name (A to Z)', 'Price: Low to High', 'Price: High to Low', 'Newest']);
    await userEvent.selectOptions(sort, 'price-low');

    await waitFor(() =>
      expect(productNames()).toEqual(['Lotus Patch', 'Bloom Within Tee', 'Moonlit Lotus Painting']),
    );
    expect(requestsTo(api, '/api/products')).toContain(
      '/api/products/collection/inner-beauty?sort=price-low',
    );
    expect(screen.getByLabelText('address')).toHaveTextContent('/inner-beauty?sort=price-low');
    api.restore();
  });

  it('switches between grid and list views', async () => {
    const api = catalogApi({ 'GET /api/products/collection/*': { body: [tee] } });
    renderCollection('inner-beauty');
    await screen.findByRole('link', { name: 'Bloom Within Tee' });
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(tee.description)).not.toBeInTheDocument();

    await userEvent.click(list);

    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('data-view', 'list');
    expect(screen.getByText(tee.description)).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/inner-beauty?view=list');
    api.restore();
  });

  it('reads filter, sort and view from the address, ignoring unknown values', async () => {
    const api = catalogApi({ 'GET /api/products/collection/*': { body: [painting] } });
    renderCollection('love-is', '?category=art&sort=price-high&view=list');
    await screen.findByRole('link', { name: 'Moonlit Lotus Painting' });
    expect(requestsTo(api, '/api/products')).toEqual([
      '/api/products/collection/love-is?category=art&sort=price-high',
    ]);
    expect(screen.getByRole('button', { name: 'Art' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    api.restore();

    const second = catalogApi({ 'GET /api/products/collection/*': { body: [] } });
    renderCollection('love-is', '?category=shoes&sort=popularity&view=table');
    await screen.findByText('No products found');
    expect(requestsTo(second, '/api/products')).toEqual([
      '/api/products/collection/love-is?sort=name',
    ]);
    second.restore();
  });

  it('narrows to one kind from a home page tile, and can widen again', async () => {
    const otherAccessory = product({
      id: 3,
      name: 'Brave Dog Tag',
      category: 'accessories',
      kind: 'dog-tag',
    });
    const api = catalogApi({
      'GET /api/products/collection/*': collectionHandler([tee, patch, otherAccessory]),
    });
    renderCollection('inner-beauty', '?category=accessories&kind=iron-on-patch');
    await waitFor(() => expect(productNames()).toEqual(['Lotus Patch']));
    expect(screen.getByText(/Only Iron-On Patches/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show all Accessories' }));

    await waitFor(() => expect(productNames()).toEqual(['Lotus Patch', 'Brave Dog Tag']));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/inner-beauty?category=accessories',
    );
    api.restore();
  });

  it("shows SPEC's empty state for an empty collection", async () => {
    const api = catalogApi({ 'GET /api/products/collection/*': { body: [] } });
    renderCollection('life-happens');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Check back soon for new arrivals in our Life Happens collection.'),
    ).toBeInTheDocument();
    api.restore();
  });

  it('shows the filter hint when a category has nothing, with a way back to all', async () => {
    const api = catalogApi({
      'GET /api/products/collection/*': collectionHandler([tee]),
    });
    renderCollection('inner-beauty', '?category=treats');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try selecting a different category to discover more healing products.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show all products' }));

    expect(await screen.findByRole('link', { name: 'Bloom Within Tee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    api.restore();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    let fail = true;
    const api = catalogApi({
      'GET /api/products/collection/*': () =>
        fail ? { status: 503, body: { message: 'Down' } } : { body: [tee] },
    });
    renderCollection('inner-beauty');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the Inner Beauty products just now.");

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Bloom Within Tee' })).toBeInTheDocument();
    api.restore();
  });

  it('opens the product when its card is followed', async () => {
    const api = catalogApi({ 'GET /api/products/collection/*': { body: [tee] } });
    renderCollection('inner-beauty');
    await userEvent.click(await screen.findByRole('link', { name: 'Bloom Within Tee' }));
    expect(await screen.findByText('product page')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/product/1');
    api.restore();
  });

  it('sets the title and publishes breadcrumbs', async () => {
    const api = catalogApi({ 'GET /api/products/collection/*': { body: [tee] } });
    renderCollection('love-is');
    await screen.findByRole('link', { name: 'Bloom Within Tee' });
    expect(document.title).toBe('Love Is Collection | Healing Shop');
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    const breadcrumb = scripts
      .map(
        (script) =>
          JSON.parse(script.textContent ?? '{}') as {
            '@type'?: string;
            itemListElement?: { name: string }[];
          },
      )
      .find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.itemListElement?.map((item) => item.name)).toEqual(['Home', 'Love Is']);
    api.restore();
  });
});
