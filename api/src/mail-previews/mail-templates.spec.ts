import { htmlOf } from '../mail/outbox';
import { orderConfirmationMail } from '../orders/confirmation-mail';
import { shippedMail } from '../orders/lifecycle-mails';
import { readingLines } from '../mail/html/text-mail';
import { MAIL_PREVIEWS } from './mail-previews';
import { sampleOrder, sampleOrderDto } from './mail-samples';

const ORIGIN = 'https://shop.example';
const ORDER_URL = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** The HTML's visible words, roughly as a reader sees them. */
function words(html: string): string {
  return html
    .replace(/<div style="display:none[^]*?<\/div><\/div>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe.each(Object.entries(MAIL_PREVIEWS))('the %s e-mail', (kind, preview) => {
  const mail = preview.sample(ORIGIN);
  const html = htmlOf(mail);

  it('renders as an HTML document in the shop’s look and as text', () => {
    expect(mail.kind).toBe(kind);
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC[^>]+><html dir="ltr" lang="en">/);
    expect(html).toContain('Healing Shop');
    expect(html).toContain('#9a4658');
    expect(html).toContain('max-width:600px');
    expect(html).not.toMatch(/<script|<link|@import|url\(/i);
    // The only pictures are designed pieces, drawn by the shop itself.
    for (const [, src] of html.matchAll(/<img[^>]* src="([^"]*)"/g)) {
      expect(src).toMatch(/^https:\/\/shop\.example\/api\/designs\/preview\.png\?/);
    }
    expect((html.match(/<img/g) ?? []).length).toBe((html.match(/<img[^>]* src="/g) ?? []).length);
    expect(mail.text.trim().length).toBeGreaterThan(50);
  });

  it('links in its HTML every address its text gives', () => {
    const textLinks = mail.text.match(/https?:\/\/[^\s"]+/g) ?? [];
    for (const link of textLinks) {
      expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    }
  });
});

describe('the order e-mails', () => {
  it('show each line with its variant and custom details, the amounts and the link', () => {
    const mail = orderConfirmationMail(sampleOrderDto(), ORDER_URL);
    const html = mail.html ?? '';
    const seen = words(html);
    expect(seen).toContain('Inner Peace Tee — M');
    expect(seen).toContain('2 × $27.50');
    expect(seen).toContain('Custom T-Shirt - Love Is (Rose Healing) — L');
    expect(seen).toContain('Design: Rose Healing');
    expect(seen).toContain('Text: “Be gentle with yourself”');
    expect(seen).toContain('Font size: Large');
    expect(seen).toContain('Colour: #9A4658');
    expect(html).toContain('background-color:#9A4658');
    // The custom piece is shown as designed, from the shop's own origin; the tee has no picture.
    const pictures = [...html.matchAll(/<img[^>]* alt="([^"]*)"[^>]* src="([^"]*)"/g)];
    expect(pictures).toHaveLength(1);
    expect(pictures[0][1]).toBe('Your design: Custom T-Shirt - Love Is (Rose Healing) — L');
    const picture = new URL(pictures[0][2].replace(/&amp;/g, '&'));
    expect(picture.origin).toBe(ORIGIN);
    expect(picture.pathname).toBe('/api/designs/preview.png');
    expect(picture.searchParams.get('templateId')).toBe('li-healing2');
    expect(picture.searchParams.get('customText')).toBe('Be gentle with yourself');
    expect(mail.text).not.toContain('preview.png');
    expect(seen).toMatch(
      /Subtotal \$80\.00 Discount \(HEALING10\) −\$8\.00 Shipping Free Tax \$5\.76 Total \$77\.76/,
    );
    expect(seen).toContain('Maya Rivers 12 Willow Lane Portland, OR 97201');
    expect(seen).not.toContain('"12 Willow Lane"');
    expect(html).toContain(`href="${ORDER_URL}"`);
    expect(seen).toContain('View your order');
    expect(seen).toContain(ORDER_URL);

    expect(mail.text).toContain('- 2 x Inner Peace Tee — M at $27.50 = $55.00');
    expect(mail.text).toContain(
      '- 1 x Custom T-Shirt - Love Is (Rose Healing) — L at $25.00 = $25.00\n    Design: Rose Healing; Text: Be gentle with yourself; Font size: Large; Colour: #9A4658',
    );
    expect(mail.text).toContain('Discount (HEALING10): -$8.00');
    expect(mail.text).toContain(
      'Shipping to:\n  Maya Rivers\n  12 Willow Lane\n  Portland, OR 97201',
    );
  });

  it('escape every word a visitor typed, in the HTML', () => {
    const order = sampleOrderDto();
    order.firstName = '<script>alert(1)</script>';
    order.address = '12 Willow Lane <img src=x onerror=alert(1)>';
    order.items[1].customDesignData = {
      ...order.items[1].customDesignData!,
      customText: '"><b>bold</b>',
      textColor: 'red;background:url(https://evil.example)',
    };
    const html = orderConfirmationMail(order, ORDER_URL).html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;b&gt;bold&lt;/b&gt;');
    // A colour that is no #hex is left out, never written into a style nor a picture's address.
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('preview.png');
  });

  it('give a shipped order its carrier, tracking link and address', () => {
    const order = sampleOrder();
    const ups = shippedMail(order, '1Z999AA10123456784', null, ORDER_URL);
    const seen = words(ups.html ?? '');
    expect(seen).toContain('UPS tracking number 1Z999AA10123456784');
    expect(ups.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    expect(seen).toContain('Follow your parcel on the UPS website');
    expect(seen).toContain('Shipping to Maya Rivers 12 Willow Lane Portland, OR 97201');
    expect(seen).toContain('Inner Peace Tee — M');
    expect(ups.text).toContain('Carrier: UPS\nTracking number: 1Z999AA10123456784');
    expect(ups.text).toContain('Your items:\n- 2 x Inner Peace Tee — M');

    // The carrier the owner chose names the page, whatever the number looks like.
    const fedex = shippedMail(order, '7749 1234 5678', 'fedex', ORDER_URL);
    expect(words(fedex.html ?? '')).toContain('FedEx tracking number 7749 1234 5678');
    expect(fedex.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=774912345678"');
    expect(fedex.text).toContain('Carrier: FedEx\nTracking number: 7749 1234 5678');

    const unknown = shippedMail(order, 'TRK-42', null, ORDER_URL);
    expect(words(unknown.html ?? '')).toContain(
      'Tracking number TRK-42 You can follow your parcel with this number on the carrier’s website.',
    );
    expect(unknown.text).not.toContain('Carrier:');
  });
});

describe('a text-only mail in the shop’s frame', () => {
  it('joins hard-wrapped lines and keeps short lines, links and lists apart', () => {
    expect(
      readingLines(
        [
          "Someone, we hope it was you, asked for our healing community's newsletter at this",
          'address. To confirm, open this link and press "Confirm my subscription":',
          'https://shop.example/newsletter/confirm?token=abc',
        ].join('\n'),
      ),
    ).toEqual([
      'Someone, we hope it was you, asked for our healing community\'s newsletter at this address. To confirm, open this link and press "Confirm my subscription":',
      'https://shop.example/newsletter/confirm?token=abc',
    ]);
    expect(readingLines('With love,\nThe Healing Shop team')).toEqual([
      'With love,',
      'The Healing Shop team',
    ]);
  });
});
