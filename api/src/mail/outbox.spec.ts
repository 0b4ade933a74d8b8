import { outboxInsert, type OutgoingMail } from './outbox';

const mail: OutgoingMail = {
  kind: 'newsletter-confirmation',
  to: 'mia@example.com',
  subject: 'Please confirm your subscription',
  text: 'Hello',
};

describe('outboxInsert', () => {
  it("numbers its parameters from the caller's first", () => {
    expect(outboxInsert(mail, 8).sql).toMatch(/SELECT \$8, \$9, \$10, \$11, \$12::jsonb$/);
  });

  it('passes the values in the order of its columns, no headers as null', () => {
    expect(outboxInsert(mail, 1).params).toEqual([
      'newsletter-confirmation',
      'mia@example.com',
      'Please confirm your subscription',
      'Hello',
      null,
    ]);
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
