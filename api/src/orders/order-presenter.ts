import type { OrderDto, OrderItemDto } from '../contracts';
import { formatCents, toCents } from '../common/money';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';
import { paymentInstructions } from './payment-instructions';

/** numeric(10,2) from PostgreSQL, always as "12.34". */
function money(amount: string): string {
  return formatCents(toCents(amount));
}

function presentOrderItem(item: OrderItem): OrderItemDto {
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    image: item.image,
    quantity: item.quantity,
    price: money(item.price),
    total: money(item.total),
    isCustomDesign: item.isCustomDesign,
    customDesignData: item.customDesignData,
    customProductName: item.customProductName,
  };
}

export function presentOrder(order: Order, items: readonly OrderItem[]): OrderDto {
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
    paymentInstructions: paymentInstructions(order.paymentMethod, total, order.email),
  };
}
