import type { OrderItem } from '../orders/order-item.entity';
import type { Order } from '../orders/order.entity';
import { checkoutLines } from './checkout-lines';

function order(amounts: Partial<Order>): Order {
  return {
    id: 12,
    subtotal: '80.00',
    discount: '0.00',
    shipping: '9.99',
    tax: '6.40',
    total: '96.39',
    ...amounts,
  } as Order;
}

const items = [
  { productName: 'Inner Peace Tee', variantLabel: 'M', price: '27.50', quantity: 2 },
  {
    productName: 'Custom T-Shirt',
    variantLabel: 'L',
    price: '25.00',
    quantity: 1,
    isCustomDesign: true,
    customProductName: 'Custom T-Shirt - Love Is — L',
  },
] as OrderItem[];

describe('checkoutLines', () => {
  it("lists the order's lines, shipping and tax, adding up to its total", () => {
    const lines = checkoutLines(order({}), items);
    expect(lines).toEqual([
      { name: 'Inner Peace Tee — M', unitAmountCents: 2750, quantity: 2 },
      { name: 'Custom T-Shirt - Love Is — L', unitAmountCents: 2500, quantity: 1 },
      { name: 'Shipping', unitAmountCents: 999, quantity: 1 },
      { name: 'Sales tax', unitAmountCents: 640, quantity: 1 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0)).toBe(9639);
  });

  it('is one line for the total when a discount applies (a page takes no negative line)', () => {
    const discounted = order({ discount: '8.00', shipping: '0.00', tax: '5.76', total: '77.76' });
    expect(checkoutLines(discounted, items)).toEqual([
      { name: 'Order #12', unitAmountCents: 7776, quantity: 1 },
    ]);
  });

  it('is one line for the total whenever the lines would not add up to it', () => {
    expect(checkoutLines(order({ total: '96.40' }), items)).toEqual([
      { name: 'Order #12', unitAmountCents: 9640, quantity: 1 },
    ]);
  });
});
