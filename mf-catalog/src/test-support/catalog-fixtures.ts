// Products and API tables for the catalog's component tests (never part of a bundle).
import type {
  CartSummaryDto,
  CollectionSlug,
  ProductCategory,
  ProductDto,
} from '@healing/platform';
import {
  fakeApi,
  type FakeApi,
  type FakeHandler,
  type FakeResponse,
} from '@healing/platform/testing';

let nextId = 100;

export function product(overrides: Partial<ProductDto> = {}): ProductDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    description: `A gentle thing, number ${id}.`,
    image: `/api/images/products/product-${id}.svg`,
    price: '20.00',
    category: 'apparel' satisfies ProductCategory,
    collection: 'inner-beauty' satisfies CollectionSlug,
    kind: 't-shirt',
    inStock: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    options: [],
    variants: [
      {
        id: id * 10,
        label: 'One size',
        options: {},
        sku: null,
        price: overrides.price ?? '20.00',
        inStock: overrides.inStock ?? true,
        fewLeft: null,
      },
    ],
    ...overrides,
  };
}

/** A T-shirt in sizes S, M and L; `soldOut` sizes have none left. */
export function sizedProduct(
  overrides: Partial<ProductDto> = {},
  soldOut: readonly string[] = [],
): ProductDto {
  const base = product(overrides);
  const sizes = ['S', 'M', 'L'];
  return {
    ...base,
    options: [{ name: 'Size', values: sizes }],
    variants: sizes.map((size, index) => ({
      id: base.id * 10 + index,
      label: size,
      options: { Size: size },
      sku: null,
      price: base.price,
      inStock: !soldOut.includes(size),
      fewLeft: null,
    })),
  };
}

const emptySummary: CartSummaryDto = {
  itemCount: 0,
  subtotal: '0.00',
  discount: '0.00',
  shipping: '9.99',
  tax: '0.00',
  total: '9.99',
  promoCode: null,
  promoApplied: false,
  freeShippingThreshold: '50.00',
  amountToFreeShipping: '50.00',
};

/**
 * The API for a catalog test: the routes given, plus an empty cart (the platform's cart loads on
 * every page) and a successful add.
 */
export function catalogApi(routes: Record<string, FakeHandler | FakeResponse> = {}): FakeApi {
  return fakeApi({
    'GET /api/cart/*': ({ url }) =>
      url.includes('/summary') ? { body: emptySummary } : { body: [] },
    'POST /api/cart': ({ body }) => ({ status: 201, body: { id: 1, ...(body as object) } }),
    ...routes,
  });
}

/** The requests made to one path prefix, as 'path?query' strings. */
export function requestsTo(api: FakeApi, prefix: string): string[] {
  return api.calls
    .map((call) => new URL(call.url, 'http://shop.test'))
    .filter((url) => url.pathname.startsWith(prefix))
    .map((url) => url.pathname + url.search);
}

/** A handler that answers only when the test says so, to look at loading states. */
export function deferred(answer: FakeResponse) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: FakeHandler = async () => {
    await gate;
    return answer;
  };
  return { handler, release };
}
