import { expect, test } from './support/test';

test.describe('the shell', () => {
  test('shows the not-found page for an unknown path, with the header and footer', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Healing Shop');
  });

  test('the page a visitor landed on keeps their scroll through the take-over; a new page starts at its top', async ({
    page,
  }) => {
    // The app's script waits until the visitor has scrolled the server's HTML.
    let scrolled: () => void = () => undefined;
    const hasScrolled = new Promise<void>((resolve) => (scrolled = resolve));
    await page.route('**/main.js', async (route) => {
      await hasScrolled;
      await route.continue();
    });
    // The app's script is deferred, so the page holds its DOMContentLoaded until it has run.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 600));
    scrolled();
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'About Us', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
