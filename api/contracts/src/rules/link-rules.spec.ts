import { isHttpsLink } from './link-rules';

// What validator.js's isURL (13.15) answered with the API's options, which this rule replaces.
describe('isHttpsLink', () => {
  it.each([
    'https://pay.example.com/checkout/cs_test_a1B2c3',
    'HTTPS://PAY.EXAMPLE.COM/',
    'https://pay.example.com:8443/x?y=1#z',
    'https://user:pw@pay.example.com/',
    'https://1.2.3.4/x',
    'https://[::1]:8080/',
    'https://例え.jp/',
    'https:example.com',
    'https://example.xn--p1ai',
  ])('accepts %j', (link) => {
    expect(isHttpsLink(link)).toBe(true);
  });

  it.each([
    '',
    'http://pay.example.com/x',
    'ftp://x.example.com',
    'pay.example.com',
    '//pay.example.com',
    'https://localhost/x',
    'https://pay',
    'https://example.123',
    'https://a_b.example.com',
    'https://-a.example.com',
    'https://exa mple.com',
    'https://example.com:0',
    'https://example.com:65536',
    'https://:@example.com',
    'https:user@example.com',
    'https:1234',
    'https://ｅｘａｍｐｌｅ.com',
    'mailto:x@example.com',
    'javascript:alert(1)@example.com',
    `https://example.com/${'x'.repeat(2070)}`,
    'https://1.2.3.256/',
    'https://example.com.',
  ])('refuses %j', (link) => {
    expect(isHttpsLink(link)).toBe(false);
  });
});
