import {
  carrierOfNumber,
  ORDER_ACTIONS,
  variantDisplayName,
  type OrderAction,
  type OrderItemDto,
  type ShopperOrderDto,
} from '@healing/contracts';
import { previewImage } from '../cart/custom-design';
import { formatCents, toCents } from '../common/money';
import {
  adminOrderItemPaths,
  type AdminOrderDetail,
  type AdminOrderLine,
  type AdminOrderSummary,
} from '@healing/contracts/admin';
import type { OrderEvent } from './order-event.entity';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';
import { paymentInstructions } from './payment-instructions';

/** Who carries a shipped order: as the owner chose, else (orders shipped before) read from the number. */
function carrierOf(order: Pick<Order, 'carrier' | 'trackingNumber'>) {
  return order.carrier ?? carrierOfNumber(order.trackingNumber);
}

/** numeric(10,2) from PostgreSQL, always as "12.34". */
function money(amount: string): string {
  return formatCents(toCents(amount));
}

/**
 * The line's picture: a custom piece as designed (also for orders placed when the raw upload
 * was kept as their picture), a catalogue line as it was when ordered.
 */
function lineImage(item: OrderItem): string | null {
  return item.isCustomDesign && item.customDesignData
    ? previewImage(null, item.customDesignData)
    : item.image;
}

function presentOrderItem(item: OrderItem): OrderItemDto {
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    variantLabel: item.variantLabel,
    sku: item.sku,
    displayName: variantDisplayName(item.productName, item.variantLabel),
    image: lineImage(item),
    quantity: item.quantity,
    price: money(item.price),
    total: money(item.total),
    isCustomDesign: item.isCustomDesign,
    customDesignData: item.customDesignData,
    customProductName: item.customProductName,
  };
}

/** The shopper's view: where the order stands, without notes, owner names or the reference. */
export function presentOrder(
  order: Order,
  items: readonly OrderItem[],
  history: readonly OrderEvent[],
  /** The order is paid on the payment provider's page (a card order, with one configured). */
  paysOnline = false,
): ShopperOrderDto {
  const total = money(order.total);
  return {
    id: order.id,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    address: order.address,
    city: order.city,
    state: order.state,
    zipCode: order.zipCode,
    phone: order.phone,
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    shipping: money(order.shipping),
    tax: money(order.tax),
    total,
    promoCode: order.promoCode,
    paymentMethod: order.paymentMethod,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    items: items.map(presentOrderItem),
    paymentInstructions: paymentInstructions(order.paymentMethod, total, order.email, paysOnline),
    // A link to pay means nothing once the order is paid or cancelled.
    paymentLink: order.status === 'pending' ? order.paymentLink : null,
    trackingNumber: order.trackingNumber,
    carrier: carrierOf(order),
    // The order's steps; the owner's work on its personal links is the owner's own business.
    history: history
      .filter((event): event is OrderEvent & { action: OrderAction } =>
        (ORDER_ACTIONS as readonly string[]).includes(event.action),
      )
      .map((event) => ({ at: event.at.toISOString(), action: event.action })),
  };
}

/** A row of the owner's order list; `itemCount` is the sum of the lines' quantities. */
export function presentOrderSummary(
  order: Pick<Order, 'id' | 'createdAt' | 'status' | 'email' | 'firstName' | 'lastName' | 'total'>,
  itemCount: number,
): AdminOrderSummary {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    total: money(order.total),
    itemCount,
  };
}

/** Everything the owner needs to handle the order, with its whole history. */
export function presentAdminOrder(
  order: Order,
  items: readonly OrderItem[],
  history: readonly OrderEvent[],
): AdminOrderDetail {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    phone: order.phone,
    address: order.address,
    city: order.city,
    state: order.state,
    zipCode: order.zipCode,
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    shipping: money(order.shipping),
    tax: money(order.tax),
    total: money(order.total),
    paymentLink: order.paymentLink,
    paymentReference: order.paymentReference,
    trackingNumber: order.trackingNumber,
    carrier: carrierOf(order),
    items: items.map((item) => ({
      name: variantDisplayName(item.productName, item.variantLabel),
      variantLabel: item.variantLabel,
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: money(item.price),
      lineTotal: money(item.total),
      imageUrl: lineImage(item),
      isCustomDesign: item.isCustomDesign,
      ...adminCustomLine(order.id, item),
    })),
    history: history.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      status: event.status,
      note: event.note,
    })),
  };
}

/** A custom line's design and the owner's links to its proof and original upload. */
function adminCustomLine(
  orderId: number,
  item: OrderItem,
): Pick<AdminOrderLine, 'id' | 'customDesignData' | 'proofUrl' | 'uploadDownloadUrl'> {
  const design = item.isCustomDesign ? item.customDesignData : null;
  const paths = adminOrderItemPaths(orderId, item.id);
  return {
    id: item.id,
    customDesignData: design,
    proofUrl: design ? paths.proof : null,
    uploadDownloadUrl: design?.uploadId ? paths.upload : null,
  };
}
