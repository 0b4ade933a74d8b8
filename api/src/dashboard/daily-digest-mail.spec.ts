import { anythingWaits, dailyDigestMail } from './daily-digest-mail';

const nothing = { orders: 0, unshipped: 0, messages: 0, stories: 0, reviews: 0 };

describe("the owners' daily digest", () => {
  it('has a line for each kind that waits, with its page', () => {
    const mail = dailyDigestMail({
      to: 'owner@shop.example',
      day: '2026-03-18',
      waiting: { orders: 1, unshipped: 3, messages: 1, stories: 2, reviews: 0 },
      shopOrigin: 'https://shop.example',
    });
    expect(mail).toMatchObject({
      kind: 'owner-daily-digest',
      to: 'owner@shop.example',
      subject: 'What waits in the shop today (2026-03-18)',
    });
    expect(mail.text).toContain(
      '- 3 orders not shipped yet, 1 of them new: https://shop.example/admin/orders',
    );
    expect(mail.text).toContain('- 1 message to answer: https://shop.example/admin/messages');
    expect(mail.text).toContain('- 2 stories to approve: https://shop.example/admin/stories');
    expect(mail.text).not.toContain('review');
  });

  it('knows when nothing waits', () => {
    expect(anythingWaits(nothing)).toBe(false);
    expect(anythingWaits({ ...nothing, reviews: 1 })).toBe(true);
    // A new order is also an unshipped one: the unshipped count covers it.
    expect(anythingWaits({ ...nothing, unshipped: 1 })).toBe(true);
  });
});
