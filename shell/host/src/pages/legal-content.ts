// The shop's policies (DECISIONS.md: real pages instead of links to the home page).
export type LegalDocument = 'terms' | 'privacy' | 'refunds';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalText {
  title: string;
  summary: string;
  updated: string;
  sections: readonly LegalSection[];
}

export const LEGAL_TEXTS: Record<LegalDocument, LegalText> = {
  terms: {
    title: 'Terms of Service',
    summary:
      'The agreement between you and the Healing Shop when you browse, order or share a story with us.',
    updated: 'November 2026',
    sections: [
      {
        heading: 'Using the shop',
        paragraphs: [
          'You can browse, order, design custom items and share stories without an account. Your cart and orders are tied to an anonymous session kept in your browser; if you clear your browser data, that session and its cart are gone from this device.',
          'Please use the shop lawfully and kindly. We may refuse or cancel an order, or remove a story, that abuses the shop or other visitors.',
        ],
      },
      {
        heading: 'Orders, prices and payment',
        paragraphs: [
          'Prices are in US dollars. The amounts shown in your cart and at checkout are computed by our server from our current prices, and they are exactly what your order records: subtotal, any promotion, shipping, 8% sales tax and total.',
          'An order is placed when checkout confirms it. It then waits for payment: we e-mail payment instructions for the method you chose, and we prepare and ship your items once payment is received. We never ask for or store card numbers on this site.',
          'If an item becomes unavailable after you order, we will contact you and refund anything you paid for it.',
        ],
      },
      {
        heading: 'Shipping',
        paragraphs: [
          'We ship to addresses in the United States. Shipping costs $9.99 and is free on orders whose subtotal is above $50.00. You will receive a tracking number by e-mail when your order ships.',
        ],
      },
      {
        heading: 'Custom designs',
        paragraphs: [
          'When you upload an image for a custom item, you confirm that you have the right to use it. We use the image only to make your item and keep it for as long as we need to fulfil and support your order.',
          'Custom items are made for you, so they can be returned only if they arrive damaged or differ from your design.',
        ],
      },
      {
        heading: 'Stories you share',
        paragraphs: [
          'Healing stories are reviewed before they are published. By sharing one you allow us to show it on the site, under your name or anonymously as you choose. Write to us at any time to have your story removed.',
          'Stories are personal experiences, not medical or psychological advice. If you are in crisis, please contact your local emergency number.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Questions about these terms: support@healingshop.com, Monday to Friday 9AM-6PM EST. We reply within 24 hours.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    summary: 'What we collect, why we collect it, and the choices you have.',
    updated: 'November 2026',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'An anonymous session id, created in your browser and stored in its local storage, which keeps your cart and lets you see your own order confirmations. We have no accounts and no passwords.',
          'What you choose to give us: your name, e-mail, shipping address and optional phone number when you order; your e-mail when you subscribe; your message when you contact us; your story when you share one; images you upload for a custom design.',
          'Card details never leave your browser. The checkout only records which payment method you chose.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To fulfil and support your orders, send the e-mails you asked for (order confirmations, payment instructions, the newsletter), answer your messages, and publish stories you shared once they are reviewed.',
          'We do not sell or rent your information, and we do not use advertising trackers.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order records are kept for as long as tax law requires. Newsletter addresses are kept until you unsubscribe; an address whose sign-up is not confirmed within 7 days is removed. Contact messages are kept for two years. Carts that are never checked out are removed after a period of inactivity.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can ask us for a copy of the information we hold about you, to correct it, or to delete it, by writing to privacy@healingshop.com. The newsletter goes only to addresses that confirmed their sign-up through the link we e-mail, and every newsletter carries a link to unsubscribe.',
        ],
      },
    ],
  },
  refunds: {
    title: 'Refund Policy',
    summary: 'Our 30-day healing guarantee: if something is not right, we will make it right.',
    updated: 'November 2026',
    sections: [
      {
        heading: '30-day returns',
        paragraphs: [
          'You can return unused items in their original packaging within 30 days of delivery for a full refund of the item price.',
          'Write to support@healingshop.com with your order number and we will send you return instructions. Once the item reaches us, we refund you within 5 business days, to the payment method you used.',
        ],
      },
      {
        heading: 'Damaged or wrong items',
        paragraphs: [
          'If an item arrives damaged, or is not what you ordered, tell us within 30 days with a photo. We will send a replacement or refund it, including shipping, and you do not need to send it back.',
        ],
      },
      {
        heading: 'What cannot be returned',
        paragraphs: [
          'Custom-designed items, opened candies and other treats, and gift cards, unless they arrived damaged or differ from your order.',
        ],
      },
      {
        heading: 'Shipping costs',
        paragraphs: [
          'The cost of shipping a return is yours unless the item was damaged or wrong. Original shipping is refunded when the whole order is returned within 30 days.',
        ],
      },
    ],
  },
};
