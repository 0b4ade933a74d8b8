import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { catalogApi } from '../test-support/catalog-fixtures';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('tells the founder story with a quote, a 2020-2024 timeline and four values', () => {
    const api = catalogApi();
    renderWithPlatform(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Dr. Naomi Ellis, PsyD' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(/coming home to who you have been/);

    const timeline = screen.getByRole('region', { name: 'From one patch to a community' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 4)),
    ).toEqual(['2020', '2021', '2022', '2023', '2024']);
    const values = screen.getByRole('region', { name: 'Our core values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Compassion', 'Community', 'Excellence', 'Authenticity']);
    expect(document.title).toBe('Our Story | Healing Shop');
    api.restore();
  });

  it("shows the founder's illustrated portrait, named for screen readers, not initials", () => {
    const api = catalogApi();
    renderWithPlatform(<AboutPage />, { path: '/about' });
    const region = screen.getByRole('region', { name: 'Dr. Naomi Ellis, PsyD' });
    const portrait = within(region).getByRole('img', {
      name: /^Illustrated portrait of Dr\. Naomi Ellis, our founder/,
    });
    expect(portrait.tagName.toLowerCase()).toBe('svg');
    expect(region).not.toHaveTextContent(/\bNE\b/);
    api.restore();
  });

  it('calls to share a story and to explore the collections', () => {
    const api = catalogApi();
    renderWithPlatform(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('link', { name: 'Share Your Story' })).toHaveAttribute(
      'href',
      '/healing-moments',
    );
    expect(screen.getByRole('link', { name: 'Explore Collections' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute(
      'href',
      '/inner-beauty',
    );
    api.restore();
  });
});
