import { renderWithPlatform } from '@healing/platform/testing';
import { screen, within } from '@testing-library/react';
import { Footer } from './footer';
import { type SocialAccounts, SocialAccountsContext } from './social-accounts';

function renderFooter(social: SocialAccounts) {
  return renderWithPlatform(
    <SocialAccountsContext.Provider value={social}>
      <Footer />
    </SocialAccountsContext.Provider>,
  );
}

describe('the footer’s social links', () => {
  it("links to the shop's own accounts, each opening in a new tab", () => {
    renderFooter({
      facebook: 'https://www.facebook.com/healingshop',
      instagram: 'https://instagram.com/healing.shop',
      youtube: 'https://www.youtube.com/@healingshop',
    });
    const list = screen.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Instagram (opens in a new tab)', 'https://instagram.com/healing.shop'],
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/healingshop'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/@healingshop'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('link', { name: /TikTok/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /TikTok|YouTube/ })).not.toBeInTheDocument();
  });

  it('shows no list at all when the shop has no account set', () => {
    renderFooter({});
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Healing Shop/ })).toHaveAttribute('href', '/');
  });
});
