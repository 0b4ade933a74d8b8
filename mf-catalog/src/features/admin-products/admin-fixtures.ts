// Products of the back office for the admin pages' component tests (never part of a bundle).
import type { AdminProductDto, AdminProductPageDto } from './api/admin-products-api';

export function adminProduct(overrides: Partial<AdminProductDto> = {}): AdminProductDto {
  return {
    id: 7,
    name: 'Gentle Grace Cap',
    description: 'An unstructured cotton cap with an embroidered feather.',
    price: '24.99',
    kind: 'cap',
    category: 'apparel',
    collection: 'inner-beauty',
    inStock: true,
    image: '/api/images/products/gentle-grace-cap.svg',
    hasUploadedImage: false,
    archivedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function productPage(
  products: AdminProductDto[],
  overrides: Partial<AdminProductPageDto> = {},
): AdminProductPageDto {
  return { products, page: 1, pageSize: 20, total: products.length, ...overrides };
}

export const SESSION_ENDED = {
  status: 401,
  body: { statusCode: 401, message: 'Please sign in.', error: 'Unauthorized' },
};
