import { ownerNewOrderMail } from './owner-order-mail';
import { placedOrderDto } from './order-dto.fixture';

const order = placedOrderDto({ firstName: 'Maya\u202E' });

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
