import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('opens a page with a breadcrumb home, its one h1 and its words', () => {
    renderWithPlatform(
      <PageHero
        eyebrow="Saved on this device"
        title="Your Favourites"
        breadcrumb="Favourites"
        lead="Kept in this browser."
      />,
    );

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Favourites')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeInTheDocument();
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    expect(screen.getByText('Kept in this browser.')).toBeInTheDocument();
  });

  it('has a tagline when given one, and still one heading', () => {
    renderWithPlatform(
      <PageHero
        eyebrow="The Collection"
        title="Love Is"
        breadcrumb="Love Is"
        tagline="Love in every stitch"
        lead="Pieces to give."
        size="large"
      />,
    );

    expect(screen.getByText('Love in every stitch')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('as a calm centred opening, has no breadcrumb and carries its actions', () => {
    renderWithPlatform(
      <PageHero
        eyebrow="Our community"
        title="Healing Moments"
        titleId="moments-title"
        lead="Real stories."
        align="center"
        tone="sage"
      >
        <button type="button">Share Your Story</button>
      </PageHero>,
    );

    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Healing Moments' })).toHaveAttribute(
      'id',
      'moments-title',
    );
    expect(screen.getByRole('button', { name: 'Share Your Story' })).toBeInTheDocument();
  });
});
