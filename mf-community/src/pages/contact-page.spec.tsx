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
    expect(screen.getByText('Available during business hours.')).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9AM-6PM EST')).toBeInTheDocument();
    for (const name of ['Quick Response', 'Personal Touch', 'Global Reach']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
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

  it('publishes FAQ structured data for tracking, returns and worldwide shipping', () => {
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
    expect(answers[2]).toMatch(/around the world/);
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
