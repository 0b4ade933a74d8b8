import { orderConfirmationMail } from './confirmation-mail';
import { placedOrderDto } from './order-dto.fixture';
import { paymentInstructions } from './payment-instructions';

const order = placedOrderDto();

const ORDER_URL = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('orderConfirmationMail', () => {
  it('addresses the buyer with the order number', () => {
    const mail = orderConfirmationMail(order, ORDER_URL);
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      to: 'maya@example.com',
      subject: 'Your Healing Shop order #42',
    });
  });

  it('lists lines, amounts, the address and how to pay', () => {
    const { text } = orderConfirmationMail(order, ORDER_URL);
    expect(text).toContain('We have received your order #42. It ships once it is paid');
    expect(text).toContain('- 2 x Healing Shirt — M at $27.50 = $55.00');
    expect(text).toContain('Discount (HEALING10): -$5.50');
    expect(text).toContain('Shipping: Free');
    expect(text).toContain('Total: $53.46');
    expect(text).toContain('Shipping to:\n  Maya Rivers\n  12 Willow Lane\n  Portland, OR 97201\n');
    expect(text).not.toContain('Phone:');
    expect(text).toContain(
      `See your order and where it stands at any time, from any device:\n${ORDER_URL}\n`,
    );
    expect(text).toContain(
      'We will send a PayPal payment request for $53.46 to maya@example.com within one working day; your order ships once it is paid.',
    );
  });

  it('leaves out the discount line without a promo code', () => {
    const { text } = orderConfirmationMail(
      { ...order, promoCode: null, discount: '0.00' },
      ORDER_URL,
    );
    expect(text).not.toContain('Discount');
  });
});

describe('paymentInstructions', () => {
  it('tells a card payer a link follows, and that no card details are asked', () => {
    expect(paymentInstructions('card', '9.99', 'a@b.co')).toBe(
      "We will e-mail you a secure payment link for $9.99 within one working day; you pay by card on the payment provider's secure page, and your order ships once it is paid.",
    );
  });

  it('tells a PayPal payer where the request goes', () => {
    expect(paymentInstructions('paypal', '9.99', 'a@b.co')).toBe(
      'We will send a PayPal payment request for $9.99 to a@b.co within one working day; your order ships once it is paid.',
    );
  });

  it('shows what the shopper typed as data, one line each, even from rows older than the rules', () => {
    const { text } = orderConfirmationMail(
      {
        ...order,
        firstName: 'Maya\r\nBcc: victim@example.com',
        address: '12 Willow Lane\n\nClaim your prize at https://spam.example',
      },
      ORDER_URL,
    );
    expect(text).toContain('Thank you, Maya!');
    expect(text).toContain('\n  12 Willow Lane Claim your prize at https://spam.example\n');
    expect(text.split('\n').filter((line) => line.includes('spam.example'))).toHaveLength(1);
    expect(text).not.toMatch(/^Bcc:/m);
  });
});
