import {
  cancelledMail,
  deliveredMail,
  foundOrdersMail,
  orderLinkMail,
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

const URL = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the order life-cycle e-mails', () => {
  it('sends the payment link with the order number and amount', () => {
    const mail = paymentLinkMail(order, 'https://pay.example.com/i/abc', URL);
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
    expect(paidMail(order, URL)).toMatchObject({
      kind: 'order-paid',
      subject: 'We have received your payment for order #12',
    });
    const shipped = shippedMail(order, '1Z999AA10123456784', null, URL);
    expect(shipped.subject).toBe('Your Healing Shop order #12 is on its way');
    expect(shipped.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipped.text).toContain('shipped to\n12 Willow Lane, Portland, OR 97201.\n');
    expect(shipped.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(shipped.text).toContain(
      'Follow your parcel on the UPS website: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(shippedMail(order, 'TRK-42', null, URL).text).toContain(
      "You can follow your parcel with this number on the carrier's website.",
    );
    const other = shippedMail(order, 'TRK-42', 'other', URL).text;
    expect(other).not.toContain('Carrier:');
    expect(shippedMail(order, 'JD014600006281', 'dhl', URL).text).toContain(
      'Follow your parcel on the DHL Express website: https://www.dhl.com/',
    );
    expect(deliveredMail(order, URL).subject).toBe(
      'Your Healing Shop order #12 has been delivered',
    );
  });

  it('links the review form of each product of a delivered order', () => {
    const links = reviewLinks('https://shop.example', 12, [
      { productId: 7, productName: 'Bloom Within Tee' },
      { productId: 9, productName: 'Calm Mug' },
    ]);
    const text = deliveredMail(order, URL, links).text;
    expect(text).toContain('"Bloom Within Tee": https://shop.example/product/7/review?order=12\n');
    expect(text).toContain('"Calm Mug": https://shop.example/product/9/review?order=12\n');
    // With the delivery e-mail's own link, the review form opens in any browser.
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const anywhere = reviewLinks(
      'https://shop.example',
      12,
      [{ productId: 7, productName: 'Bloom Within Tee' }],
      token,
    );
    expect(anywhere).toEqual([
      {
        productName: 'Bloom Within Tee',
        url: `https://shop.example/product/7/review?order=12&link=${token}`,
      },
    ]);
    expect(deliveredMail(order, URL).text).not.toContain('review');
  });

  it('gives the reason of a cancellation, and promises a refund only when paid', () => {
    const unpaid = cancelledMail(order, 'Out of stock', false, URL);
    expect(unpaid.subject).toBe('Your Healing Shop order #12 has been cancelled');
    expect(unpaid.text).toContain('Reason: Out of stock');
    expect(unpaid.text).not.toContain('refund');
    const paid = cancelledMail(order, null, true, URL);
    expect(paid.text).not.toContain('Reason:');
    expect(paid.text).toContain('we will refund the $53.50 in full');
  });
});

it('puts the personal link to the order in every order e-mail', () => {
  const mails = [
    paymentLinkMail(order, 'https://pay.example.com/i/abc', URL),
    paidMail(order, URL),
    shippedMail(order, 'TRK-42', null, URL),
    deliveredMail(order, URL),
    cancelledMail(order, null, false, URL),
    orderLinkMail({ ...order, createdAt: new Date('2026-11-27T10:00:00Z') }, URL),
  ];
  for (const mail of mails) {
    expect(mail.text).toContain(
      `See your order and where it stands at any time, from any device:\n${URL}\nThis link is personal`,
    );
    expect(mail.text).toMatch(/With love,\nHealing Shop$/);
  }
  expect(mails[5]).toMatchObject({
    kind: 'order-link',
    to: 'maya@example.com',
    subject: 'The link to your Healing Shop order #12',
  });
  expect(mails[5].text).toContain('placed on November 27, 2026');
});

it('lists every order found for an address, each with its own link', () => {
  const mail = foundOrdersMail('maya@example.com', [
    {
      order: {
        id: 14,
        createdAt: new Date('2026-11-20T10:00:00Z'),
        status: 'shipped',
        total: '12',
      },
      url: `${URL}1`,
    },
    {
      order: {
        id: 9,
        createdAt: new Date('2026-10-02T10:00:00Z'),
        status: 'pending',
        total: '53.5',
      },
      url: `${URL}2`,
    },
  ]);
  expect(mail).toMatchObject({ kind: 'order-links', to: 'maya@example.com' });
  expect(mail.text).toContain(
    `Order #14, placed on November 20, 2026, $12.00, shipped:\n${URL}1\n`,
  );
  expect(mail.text).toContain(
    `Order #9, placed on October 2, 2026, $53.50, awaiting payment:\n${URL}2\n`,
  );
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
