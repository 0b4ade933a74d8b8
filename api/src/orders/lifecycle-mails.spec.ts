import {
  cancelledMail,
  deliveredMail,
  paidMail,
  paymentLinkMail,
  reviewLinks,
  shippedMail,
} from './lifecycle-mails';
import { refusal } from './order-lifecycle';
import type { Order } from './order.entity';

const order = {
  id: 12,
  email: 'maya@example.com',
  firstName: 'Maya',
  address: '12 Willow Lane',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  total: '53.5',
} as Order;

describe('the order life-cycle e-mails', () => {
  it('sends the payment link with the order number and amount', () => {
    const mail = paymentLinkMail(order, 'https://pay.example.com/i/abc');
    expect(mail).toMatchObject({
      kind: 'order-payment-link',
      to: 'maya@example.com',
      subject: 'Pay for your Healing Shop order #12',
    });
    expect(mail.text).toContain('Hello Maya,');
    expect(mail.text).toContain(
      'pay the $53.50 with this secure link:\n\nhttps://pay.example.com/i/abc\n',
    );
    expect(mail.text).toMatch(/With love,\nHealing Shop$/);
  });

  it('confirms the payment, the shipment with its tracking number, and the delivery', () => {
    expect(paidMail(order)).toMatchObject({
      kind: 'order-paid',
      subject: 'We have received your payment for order #12',
    });
    const shipped = shippedMail(order, '1Z999AA10123456784');
    expect(shipped.subject).toBe('Your Healing Shop order #12 is on its way');
    expect(shipped.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipped.text).toContain('"12 Willow Lane", "Portland", OR 97201.');
    expect(deliveredMail(order).subject).toBe('Your Healing Shop order #12 has been delivered');
  });

  it('links the review form of each product of a delivered order', () => {
    const links = reviewLinks('https://shop.example', 12, [
      { productId: 7, productName: 'Bloom Within Tee' },
      { productId: 9, productName: 'Calm Mug' },
    ]);
    const text = deliveredMail(order, links).text;
    expect(text).toContain('"Bloom Within Tee": https://shop.example/product/7/review?order=12');
    expect(text).toContain('"Calm Mug": https://shop.example/product/9/review?order=12');
    expect(deliveredMail(order).text).not.toContain('review');
  });

  it('gives the reason of a cancellation, and promises a refund only when paid', () => {
    const unpaid = cancelledMail(order, 'Out of stock', false);
    expect(unpaid.subject).toBe('Your Healing Shop order #12 has been cancelled');
    expect(unpaid.text).toContain('Reason: Out of stock');
    expect(unpaid.text).not.toContain('refund');
    const paid = cancelledMail(order, null, true);
    expect(paid.text).not.toContain('Reason:');
    expect(paid.text).toContain('we will refund the $53.50 in full');
  });
});

describe('refusal', () => {
  it('names where the order stands and why the step does not fit', () => {
    expect(refusal(12, 'pending', 'shipped')).toBe(
      'Order #12 is awaiting payment: it can be shipped once it is paid.',
    );
    expect(refusal(12, 'cancelled', 'paid')).toBe(
      'Order #12 was cancelled: it cannot be marked as paid.',
    );
    expect(refusal(12, 'delivered', 'cancelled')).toBe(
      'Order #12 has been delivered: it can no longer be cancelled.',
    );
  });
});
