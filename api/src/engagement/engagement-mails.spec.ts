import { contactReceivedMail, newsletterWelcomeMail } from './engagement-mails';

describe('engagement mails', () => {
  it('welcomes a subscriber with the promised gift', () => {
    const mail = newsletterWelcomeMail('mia@example.com', 'https://shop.example');
    expect(mail).toMatchObject({ kind: 'newsletter-welcome', to: 'mia@example.com' });
    expect(mail.text).toContain('HEALING10');
    expect(mail.text).toContain('10% off');
    expect(mail.text).toContain('https://shop.example');
  });

  it('acknowledges a contact message without repeating it', () => {
    const mail = contactReceivedMail({ firstName: 'Mia', email: 'mia@example.com' });
    expect(mail).toMatchObject({ kind: 'contact-received', to: 'mia@example.com' });
    expect(mail.text).toContain('Hi Mia,');
    expect(mail.text).toContain('within 24 hours');
  });
});
