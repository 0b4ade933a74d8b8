import { formatCents, toCents } from '../../common/money';
import type { ProductKind } from '@healing/contracts';
import type { Product } from '../product.entity';
import type { AdminProductDto } from '@healing/contracts/admin';
import { isUploadedProductImage } from './product-image-urls';

export function toAdminProductDto(product: Product): AdminProductDto {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: formatCents(toCents(product.price)),
    kind: product.kind as ProductKind,
    category: product.category,
    collection: product.collection,
    inStock: product.inStock,
    image: product.image,
    hasUploadedImage: isUploadedProductImage(product.image),
    archivedAt: product.archivedAt ? product.archivedAt.toISOString() : null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
