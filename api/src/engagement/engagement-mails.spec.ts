import {
  contactReceivedMail,
  newsletterConfirmationMail,
  newsletterWelcomeMail,
} from './engagement-mails';

describe('engagement mails', () => {
  it("links a sign-up to the shop's confirmation page", () => {
    const mail = newsletterConfirmationMail('mia@example.com', 'https://shop.example/', 'a-b_c');
    expect(mail.text).toMatch(/^https:\/\/shop\.example\/newsletter\/confirm\?token=a-b_c$/m);
  });

  it('says how long the confirmation link works and how to ignore it', () => {
    const mail = newsletterConfirmationMail('mia@example.com', 'https://shop.example', 'tok');
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      "The link works for 7 days. Once you confirm, we'll send you your special welcome gift. If you didn't ask for our newsletter, simply ignore this e-mail",
    );
  });

  it('sends the confirmation as no newsletter mail: no gift yet, nothing to unsubscribe from', () => {
    const mail = newsletterConfirmationMail('mia@example.com', 'https://shop.example', 'tok');
    expect({
      kind: mail.kind,
      headers: mail.headers,
      gift: mail.text.includes('HEALING10'),
    }).toEqual({ kind: 'newsletter-confirmation', headers: undefined, gift: false });
  });

  it('welcomes a subscriber with the promised gift', () => {
    const mail = newsletterWelcomeMail('mia@example.com', 'https://shop.example', 'tok-1');
    expect(mail).toMatchObject({ kind: 'newsletter-welcome', to: 'mia@example.com' });
    expect(mail.text).toContain('HEALING10');
    expect(mail.text).toContain('10% off');
    expect(mail.text).toContain('https://shop.example');
  });

  it('carries the one-click unsubscribe headers and a visible unsubscribe link', () => {
    const mail = newsletterWelcomeMail('mia@example.com', 'https://shop.example/', 'a-b_c');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://shop.example/api/newsletter/unsubscribe/one-click?token=a-b_c>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toMatch(
      /To unsubscribe, open https:\/\/shop\.example\/unsubscribe\?token=a-b_c$/,
    );
  });

  it('acknowledges a contact message without repeating it', () => {
    const mail = contactReceivedMail({ firstName: 'Mia', email: 'mia@example.com' });
    expect(mail).toMatchObject({ kind: 'contact-received', to: 'mia@example.com' });
    expect(mail.text).toContain('Hi Mia,');
    expect(mail.text).toContain('within 24 hours');
  });

  it('echoes only the first word of the first name, on the greeting line', () => {
    const mail = contactReceivedMail({
      firstName: 'Mia Visit https://spam.example\nfor prizes',
      email: 'victim@example.com',
    });
    expect(mail.text.startsWith('Hi Mia,\n')).toBe(true);
    expect(mail.text).not.toContain('spam');
    expect(mail.text).not.toContain('prizes');
  });
});
