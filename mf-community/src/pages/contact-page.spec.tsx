import { fakeApi, type FakeApi, renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPage } from './contact-page';

interface FaqData {
  '@type': string;
  mainEntity: { name: string; acceptedAnswer: { text: string } }[];
}

function faqJsonLd(): FaqData | undefined {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as FaqData)
    .find((data) => data['@type'] === 'FAQPage');
}

describe('ContactPage', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = fakeApi();
  });

  afterEach(() => api.restore());

  it('shows the contact details, support hours and commitments', () => {
    renderWithPlatform(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@healingshop.com' })).toHaveAttribute(
      'href',
      'mailto:hello@healingshop.com',
    );
    expect(screen.getByRole('link', { name: 'support@healingshop.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (800) 555-0123' })).toBeInTheDocument();
    expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
    expect(
      screen.getByText('With the form on this page: it reaches the team directly.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9AM-6PM EST')).toBeInTheDocument();
    for (const name of ['Quick Response', 'Personal Touch', 'Across the US']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('promises nothing the shop does not do: US shipping only, free over $50, the real design price', async () => {
    renderWithPlatform(<ContactPage />);
    await userEvent.click(screen.getByRole('button', { name: 'View All FAQs' }));
    const text = document.body.textContent ?? '';
    // The shop ships to US addresses only (DECISIONS.md): no card or answer may say otherwise.
    expect(text).not.toMatch(/global|worldwide shipping|around the world|anywhere in the world/i);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Across the US' }).nextSibling,
    ).toHaveTextContent('We deliver to all 50 states');
    expect(
      screen.getByText(/^Not at the moment: we ship within the United States only/),
    ).toBeInTheDocument();
    // Free shipping is for orders over $50: exactly $50 pays (never "$50+").
    expect(text).not.toMatch(/\$50\+/);
    expect(
      screen.getByText(
        /Shipping is free on orders over \$50\. Orders of \$50 or less ship for a flat \$9\.99/,
      ),
    ).toBeInTheDocument();
    // The studio's price is the server's (25.00 for every piece), not SPEC.md's 'Starting at $19.99'.
    expect(text).not.toMatch(/19\.99/);
    expect(screen.getByText(/necklaces and dog tags, \$25\.00 each\./)).toBeInTheDocument();
  });

  it('lists six FAQs, the last two after View All FAQs', async () => {
    renderWithPlatform(<ContactPage />);
    const questions = () => screen.getAllByRole('term').map((term) => term.textContent);
    expect(questions()).toHaveLength(4);
    const more = screen.getByRole('button', { name: 'View All FAQs' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(questions()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show Fewer FAQs' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('publishes FAQ structured data for tracking, returns and shipping abroad', () => {
    const { unmount } = renderWithPlatform(<ContactPage />);
    const data = faqJsonLd();
    expect(data?.mainEntity.map((question) => question.name)).toEqual([
      'How can I track my order?',
      'What is your return policy?',
      'Do you ship worldwide?',
    ]);
    const answers = data?.mainEntity.map((question) => question.acceptedAnswer.text) ?? [];
    expect(answers[0]).toMatch(/tracking number/);
    expect(answers[0]).toMatch(/shipping e-mail/);
    expect(answers[1]).toMatch(/30-day return policy/);
    expect(answers[1]).toMatch(/unused items in their original packaging/);
    expect(answers[2]).toMatch(/we ship within the United States only/);
    expect(document.title).toBe('Contact Us | Healing Shop');
    unmount();
    expect(faqJsonLd()).toBeUndefined();
  });

  it('has the message form', () => {
    renderWithPlatform(<ContactPage />);
    const form = screen.getByRole('region', { name: 'Send us a message' });
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
