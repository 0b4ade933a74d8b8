import { htmlOf, outboxInsert, type OutgoingMail } from './outbox';

const mail: OutgoingMail = {
  kind: 'newsletter-confirmation',
  to: 'mia@example.com',
  subject: 'Please confirm your subscription',
  text: 'Hello',
};

describe('outboxInsert', () => {
  it("numbers its parameters from the caller's first", () => {
    expect(outboxInsert(mail, 8).sql).toMatch(/SELECT \$8, \$9, \$10, \$11, \$12::jsonb, \$13$/);
  });

  it('passes the values in the order of its columns, no headers as null', () => {
    expect(outboxInsert(mail, 1).params).toEqual([
      'newsletter-confirmation',
      'mia@example.com',
      'Please confirm your subscription',
      'Hello',
      null,
      htmlOf(mail),
    ]);
  });

  it("stores a mail's own HTML as it is", () => {
    expect(outboxInsert({ ...mail, html: '<p>Hi</p>' }, 1).params[5]).toBe('<p>Hi</p>');
  });

  it('passes headers as JSON', () => {
    const withHeaders = {
      ...mail,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
    expect(outboxInsert(withHeaders, 1).params[4]).toBe(
      '{"List-Unsubscribe-Post":"List-Unsubscribe=One-Click"}',
    );
  });

  it('refuses a header that would break out of its line, as enqueueMail does', () => {
    expect(() =>
      outboxInsert({ ...mail, headers: { 'X-Note': 'a\r\nBcc: b@example.com' } }, 1),
    ).toThrow(/one line/);
  });
});

describe('htmlOf', () => {
  it("shows a text-only mail in the shop's frame: subject as heading, paragraphs, links", () => {
    const html = htmlOf({
      ...mail,
      subject: 'Your <orders>',
      text: 'Hello,\n\nOpen https://shop.example/orders/abc?x=1&y=2 now.\nSecond line <b>\n\nBye',
    });
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC/);
    expect(html).toContain('Healing Shop');
    expect(html).toContain('Your &lt;orders&gt;</h1>');
    expect(html).toContain('<a href="https://shop.example/orders/abc?x=1&amp;y=2"');
    expect(html).toContain('Second line &lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(html.match(/<p /g)?.length).toBeGreaterThanOrEqual(3);
  });
});
