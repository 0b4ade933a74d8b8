import { customPieceName } from '@healing/contracts';
import type { DeepPartial } from 'typeorm';
import { formatCents } from '../common/money';
import type { CartItem } from '../cart/cart-item.entity';
import { previewImage } from '../cart/custom-design';
import { unitPriceCents } from '../cart/pricing';
import type { OrderItem } from './order-item.entity';

/**
 * An order line copies what the cart line shows at checkout (name, image, unit price), so
 * the order keeps reading the same when the catalogue changes later.
 */
export function snapshotLine(line: CartItem, orderId: number): DeepPartial<OrderItem> {
  const unitCents = unitPriceCents(line);
  const shared = {
    orderId,
    productId: line.productId,
    quantity: line.quantity,
    price: formatCents(unitCents),
    total: formatCents(unitCents * line.quantity),
    isCustomDesign: line.isCustomDesign,
  };
  if (line.isCustomDesign) {
    // A sized piece is kept as a catalogue tee is: the piece's name, and its size as the label
    // ("Custom T-Shirt - Love Is (Thorny Love)", "M"). A design without one keeps its name.
    const design = line.customDesignData;
    const size = design?.size ?? null;
    return {
      ...shared,
      productName:
        design && size ? customPieceName(design) : (line.customProductName ?? 'Custom design'),
      variantId: null,
      variantLabel: size,
      sku: null,
      image: previewImage(line.uploadId, line.customDesignData),
      customDesignData: line.customDesignData,
      customProductName: line.customProductName,
    };
  }
  return {
    ...shared,
    productName: line.product?.name ?? 'Product',
    variantId: line.variantId,
    variantLabel: line.variant?.label ?? null,
    sku: line.variant?.sku ?? null,
    image: line.product?.image ?? null,
    customDesignData: null,
    customProductName: null,
  };
}
