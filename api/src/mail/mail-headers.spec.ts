import { assertValidMailHeaders } from './mail-headers';
import { toMessage } from './mail-message';
import type { OutboxMail } from './outbox-mail.entity';

describe('mail headers', () => {
  it('accepts List-Unsubscribe and its -Post', () => {
    expect(() =>
      assertValidMailHeaders({
        'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe/one-click?token=a>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    ).not.toThrow();
  });

  it.each([
    [{ 'X-Note': 'one\r\nBcc: someone@example.com' }, /one line/],
    [{ 'X-Note': 'caf\u00e9' }, /printable ASCII/],
    [{ 'X-Note': '' }, /printable ASCII/],
    [{ 'Bad Name': 'x' }, /header name/],
    [{ 'Bad:Name': 'x' }, /header name/],
    [{ subject: 'x' }, /sets subject itself/],
    [{ 'Message-ID': '<x@y>' }, /sets Message-ID itself/],
  ])('refuses %p', (headers, message) => {
    expect(() => assertValidMailHeaders(headers)).toThrow(message);
  });

  it("sends a row's headers as they are", () => {
    const row = {
      id: 7,
      toAddress: 'mia@example.com',
      subject: 'Hello',
      textBody: 'Hi',
      createdAt: new Date(0),
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    } as unknown as OutboxMail;
    expect(toMessage(row, 'Shop <hello@shop.example>').headers).toEqual({
      'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
    });
    expect(toMessage({ ...row, headers: null }, 'hello@shop.example').headers).toEqual({});
  });

  it('sends the HTML with its text as the alternative, and text alone for older rows', () => {
    const row = {
      id: 8,
      toAddress: 'mia@example.com',
      subject: 'Hello',
      textBody: 'Hi',
      htmlBody: '<!DOCTYPE html><html><body><p>Hi</p></body></html>',
      createdAt: new Date(0),
      headers: null,
    } as unknown as OutboxMail;
    const message = toMessage(row, 'hello@shop.example');
    expect(message.text).toBe('Hi');
    expect(message.html).toBe('<!DOCTYPE html><html><body><p>Hi</p></body></html>');
    expect(toMessage({ ...row, htmlBody: null }, 'hello@shop.example')).not.toHaveProperty('html');
  });
});
