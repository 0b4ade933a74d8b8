import type { OrderDto } from '@healing/contracts';
import { ownerNewOrderMail } from './owner-order-mail';
import { paymentInstructions } from './payment-instructions';

const order: OrderDto = {
  id: 42,
  email: 'maya@example.com',
  firstName: 'Maya\u202E',
  lastName: 'Rivers',
  address: '12 Willow Lane',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  phone: null,
  subtotal: '55.00',
  discount: '5.50',
  shipping: '0.00',
  tax: '3.96',
  total: '53.46',
  promoCode: 'HEALING10',
  paymentMethod: 'paypal',
  status: 'pending',
  createdAt: '2025-01-01T00:00:00.000Z',
  items: [
    {
      id: 1,
      productId: 7,
      productName: 'Healing Shirt',
      variantLabel: 'M',
      sku: 'HEALING-SHIRT-M',
      displayName: 'Healing Shirt — M',
      image: '/images/shirt.png',
      quantity: 2,
      price: '27.50',
      total: '55.00',
      isCustomDesign: false,
      customDesignData: null,
      customProductName: null,
    },
  ],
  paymentInstructions: paymentInstructions('paypal', '53.46', 'maya@example.com'),
};

describe('the new-order mail to an owner', () => {
  const mail = ownerNewOrderMail(order, 'owner@shop.example', 'https://shop.example');

  it('names the order, its total and its items, to the owner', () => {
    expect(mail).toMatchObject({
      kind: 'owner-new-order',
      to: 'owner@shop.example',
      subject: 'New order #42: $53.46, 2 items',
    });
    expect(mail.text).toContain('- 2 x Healing Shirt — M at $27.50 = $55.00');
    expect(mail.text).toContain('Discount (HEALING10): -$5.50');
    expect(mail.text).toContain('Total: $53.46');
    expect(mail.text).toContain('Pays by: PayPal');
  });

  it("links the order's page in the back office, and quotes the shopper's name as data", () => {
    expect(mail.text).toContain('\nhttps://shop.example/admin/orders/42\n');
    expect(mail.text).toContain('From: "Maya Rivers"');
    expect(mail.text).not.toContain('\u202E');
  });
});
