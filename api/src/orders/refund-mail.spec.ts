import type { Order } from './order.entity';
import { refundMail } from './refund-mail';

const order = { id: 12, email: 'maya@example.com', firstName: 'Maya', total: '53.5' } as Order;
const URL = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the refund e-mail', () => {
  it('says a full refund, how it went back, and links the order', () => {
    const mail = refundMail(
      order,
      { amountCents: 5350, method: 'card', reference: null, refundedCents: 5350 },
      URL,
    );
    expect(mail).toEqual({
      kind: 'order-refunded',
      to: 'maya@example.com',
      subject: 'A refund of $53.50 for your Healing Shop order #12',
      text: [
        'Hello Maya,',
        '',
        'We have refunded $53.50 of your order #12 to your card.',
        'That is the whole $53.50 you paid.',
        'Depending on your bank, it can take a few days to show on your statement.',
        '',
        'See your order and where it stands at any time, from any device:',
        URL,
        'This link is personal: please do not share it.',
        '',
        'With love,',
        'Healing Shop',
      ].join('\n'),
    });
  });

  it('says a partial refund with its reference and everything refunded so far', () => {
    const mail = refundMail(
      order,
      { amountCents: 1000, method: 'bank-transfer', reference: 'RF-22', refundedCents: 1500 },
      URL,
    );
    expect(mail.text).toContain('We have refunded $10.00 of your order #12 by bank transfer.');
    expect(mail.text).toContain('Refund reference: RF-22');
    expect(mail.text).toContain('Altogether $15.00 of the $53.50 you paid has been refunded.');
    expect(mail.text).not.toContain('whole');
  });

  it('names no way for "other"', () => {
    const mail = refundMail(
      order,
      { amountCents: 100, method: 'other', reference: null, refundedCents: 100 },
      URL,
    );
    expect(mail.text).toContain('We have refunded $1.00 of your order #12.');
  });
});
