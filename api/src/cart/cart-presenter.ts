import {
  variantDisplayName,
  type CartItemDto,
  type CartProductDto,
  type CartSummaryDto,
  type CartVariantDto,
} from '@healing/contracts';
import type { ProductVariant } from '../products/product-variant.entity';
import { formatCents, toCents } from '../common/money';
import type { Product } from '../products/product.entity';
import type { CartItem } from './cart-item.entity';
import { promoIssueMessage, type PromoLookup } from '../discounts/discount-codes';
import { previewImage } from './custom-design';
import { FREE_SHIPPING_THRESHOLD_CENTS, formatTotals, priceCart, unitPriceCents } from './pricing';

function presentProduct(product: Product): CartProductDto {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.image,
    price: formatCents(toCents(product.price)),
    category: product.category,
    // A product archived since it was added cannot be bought: the cart shows it as unavailable.
    inStock: product.inStock && !product.archivedAt,
  };
}

function presentVariant(
  variant: ProductVariant,
  product: Product | null | undefined,
): CartVariantDto {
  return {
    id: variant.id,
    label: variant.label,
    options: variant.optionValues,
    sku: variant.sku,
    inStock: Boolean(product?.inStock && !product.archivedAt) && variant.stock > 0,
  };
}

/**
 * A cart line as the wire carries it; `item.product` and `item.variant` must be loaded for
 * catalogue lines.
 */
export function presentCartItem(item: CartItem): CartItemDto {
  const unitCents = unitPriceCents(item);
  return {
    id: item.id,
    sessionId: item.sessionId,
    productId: item.productId,
    variantId: item.variantId,
    variant: item.variant ? presentVariant(item.variant, item.product) : null,
    displayName: item.isCustomDesign
      ? (item.customProductName ?? 'Custom design')
      : variantDisplayName(item.product?.name ?? 'Product', item.variant?.label),
    quantity: item.quantity,
    isCustomDesign: item.isCustomDesign,
    customDesignData: item.isCustomDesign ? item.customDesignData : null,
    customProductName: item.isCustomDesign ? item.customProductName : null,
    customPrice: item.isCustomDesign ? formatCents(unitCents) : null,
    unitPrice: formatCents(unitCents),
    lineTotal: formatCents(unitCents * item.quantity),
    previewImage: item.isCustomDesign ? previewImage(item.uploadId, item.customDesignData) : null,
    product: item.product ? presentProduct(item.product) : null,
  };
}

/**
 * The cart's amounts with `promo`, the code kept with the cart (or previewed). `entered` is a
 * code the shopper just typed that was not kept: the answer says why it gives nothing.
 */
export function presentCartSummary(
  items: readonly CartItem[],
  promo: PromoLookup | null,
  entered: PromoLookup | null = null,
): CartSummaryDto {
  const totals = priceCart(
    items.map((item) => ({ unitPriceCents: unitPriceCents(item), quantity: item.quantity })),
    promo?.rule,
  );
  const said = entered ?? promo;
  const issue = entered?.issue ?? (totals.belowMinimum ? 'below-minimum' : (promo?.issue ?? null));
  return {
    itemCount: totals.itemCount,
    ...formatTotals(totals),
    promoCode: promo?.code ?? null,
    promoApplied: totals.promoApplied,
    freeShippingThreshold: formatCents(FREE_SHIPPING_THRESHOLD_CENTS),
    amountToFreeShipping: formatCents(totals.amountToFreeShippingCents),
    promoDescription: totals.promoApplied ? (promo?.rule?.description ?? null) : null,
    promoMessage:
      said && issue
        ? promoIssueMessage(issue, said.code, {
            minSubtotalCents: said.rule?.minSubtotalCents,
            subtotalCents: totals.subtotalCents,
          })
        : null,
    promoIssue: issue,
  };
}
