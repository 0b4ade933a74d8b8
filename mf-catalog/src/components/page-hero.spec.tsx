import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('opens a page with a breadcrumb home, its one h1 and its words', () => {
    renderWithPlatform(
      <PageHero
        eyebrow="Saved on this device"
        title="Your Favourites"
        crumb="Favourites"
        description="Kept in this browser."
      />,
    );

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Favourites')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeInTheDocument();
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    expect(screen.getByText('Kept in this browser.')).toBeInTheDocument();
  });

  it('names the page by its title in the breadcrumb unless told otherwise, with a tagline', () => {
    renderWithPlatform(
      <PageHero
        eyebrow="The Collection"
        title="Love Is"
        tagline="Love in every stitch"
        description="Pieces to give."
        size="large"
      />,
    );

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Love Is')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Love in every stitch')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
