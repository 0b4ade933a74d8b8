// The contact page's fixed content (SPEC.md section 2, Contact): subjects, FAQs, commitments.
import {
  CONTACT_SUBJECTS,
  type ContactSubject,
  CUSTOM_DESIGN_PRICES,
  formatMoney,
} from '@healing/platform';

export const SUBJECT_OPTIONS: readonly { value: ContactSubject; label: string }[] = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'wholesale', label: 'Wholesale' },
  { value: 'other', label: 'Other' },
];

export function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

export const SUPPORT_EMAILS = ['hello@healingshop.com', 'support@healingshop.com'] as const;
export const SUPPORT_PHONE = { display: '+1 (800) 555-0123', href: 'tel:+18005550123' };
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM EST';

/** What a custom piece costs, from the server's own price table: "$25.00 each" or "from $19.99". */
function designPriceText(): string {
  const prices = Object.values(CUSTOM_DESIGN_PRICES).map(Number);
  const lowest = Math.min(...prices);
  return prices.every((price) => price === lowest)
    ? `${formatMoney(lowest)} each`
    : `from ${formatMoney(lowest)}`;
}

export interface Faq {
  question: string;
  answer: string;
  /** Published as FAQ structured data (SPEC.md names three). */
  inStructuredData?: boolean;
}

export const FAQS: readonly Faq[] = [
  {
    question: 'How can I track my order?',
    answer:
      'As soon as your order ships, we send you a shipping e-mail with its tracking number. Use that number on the carrier’s website to follow your package all the way to your door.',
    inStructuredData: true,
  },
  {
    question: 'What is your return policy?',
    answer:
      'We offer a 30-day return policy: unused items in their original packaging can be returned within 30 days of delivery for a full refund. Write to us with your order number and we will guide you.',
    inStructuredData: true,
  },
  {
    // SPEC.md names this question; the answer is the shop's rule: US addresses only.
    question: 'Do you ship worldwide?',
    answer:
      'Not at the moment: we ship within the United States only, to addresses in all 50 states. Our healing stories and blog are open to everyone, wherever you are.',
    inStructuredData: true,
  },
  {
    question: 'How much is shipping?',
    answer:
      'Shipping is free on orders over $50. Orders of $50 or less ship for a flat $9.99, anywhere in the United States.',
  },
  {
    question: 'Can I design my own item?',
    answer: `Yes. In our Design Apparel studio you can add your own words or image to t-shirts, caps, books, pendants, necklaces and dog tags, ${designPriceText()}.`,
  },
  {
    question: 'How do I share my healing story?',
    answer:
      'Visit Healing Moments and share a quick moment or your full story, under your name or anonymously. Every story is read with care before it is published.',
  },
];

/** FAQPage structured data for the questions SPEC.md names. */
export const FAQ_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQS.filter((faq) => faq.inStructuredData).map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
};

export const CONTACT_TOASTS = {
  sent: {
    title: 'Message sent successfully!',
    description: "We'll get back to you within 24 hours. Thank you for reaching out!",
  },
  failedTitle: 'Failed to send message',
  failedFallback: 'Please try again later.',
} as const;
