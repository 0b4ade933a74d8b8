// Issue 19, as a careful shopper meets the community and the design studio in a real browser:
// the design studio without JavaScript, the studio's price and item name, the contact page's
// promises, and the community's forms refusing in the browser what the API refuses.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchConsole } from './support/shop';

function notifications(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ });
}

test.describe('the design studio with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`says it needs JavaScript in the shop's style, with no spinner, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // No script will take the page over: look at the server's page as it is.
      await page.goto('/design-apparel', { waitUntil: 'commit' });
      await page.waitForLoadState('load');

      const card = page.getByRole('region', { name: 'The design studio needs JavaScript' });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Turn it on and reload this page');
      await expect(card.getByRole('link', { name: 'Browse Inner Beauty' })).toHaveAttribute(
        'href',
        '/inner-beauty',
      );
      await expect(
        page.getByRole('heading', { level: 1, name: 'Design Your Healing Apparel' }),
      ).toBeVisible();
      // Nothing waits for scripts that never come, and no control that would do nothing shows.
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeHidden();
      await expect(page.getByText('Starting at')).toHaveCount(0);

      await card.getByRole('link', { name: 'Browse Inner Beauty' }).click();
      await expect(page).toHaveURL(/\/inner-beauty$/);
    });
  }
});

test.describe('the design studio', () => {
  test('names and prices the piece as the cart will, and shows no card meant for no JavaScript', async ({
    page,
  }) => {
    const seen = watchConsole(page);
    await page.goto('/design-apparel');
    await expect(
      page.getByRole('region', { name: 'The design studio needs JavaScript' }),
    ).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Your design' });
    await expect(summary).toContainText('Custom T-Shirt - Inner Beauty');
    await expect(summary).toContainText(/Price for this T-Shirt\s*\$25\.00/);
    await expect(page.getByRole('button', { name: 'Add to Cart - $25.00' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Starting at');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toMatch(/19\.99|Starting at/);

    await page.getByRole('radio', { name: 'Dog Tags' }).check();
    await page.getByRole('tab', { name: 'Love Is' }).click();
    await page.getByRole('button', { name: 'Rose Love' }).click();
    await expect(summary).toContainText('Custom Dog Tag - Love Is (Rose Love)');
    await page.getByRole('button', { name: 'Add to Cart - $25.00' }).click();
    const sidebar = page.getByRole('dialog', { name: /Your Cart/ });
    await expect(sidebar).toContainText('Custom Dog Tag - Love Is (Rose Love)');
    await expect(sidebar).toContainText('$25.00');
    expect(seen.errors).toEqual([]);
  });
});

test.describe('contact', () => {
  test('promises only what the shop does: shipping within the US, free over $50', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 3, name: 'Across the US' })).toBeVisible();
    await page.getByRole('button', { name: 'View All FAQs' }).click();
    const main = page.getByRole('main');
    await expect(main).not.toContainText(/Global Reach|around the world|\$50\+|19\.99/);
    await expect(main).toContainText('we ship within the United States only');
    await expect(main).toContainText('Shipping is free on orders over $50.');
  });

  test('refuses in the browser what the API refuses, beside the field, and sends nothing', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) {
        posts.push(request.url());
      }
    });
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Last Name').fill('Silva');
    await form.getByLabel('Email').fill('a@b..com');
    await form.getByLabel('Subject').selectOption({ label: 'Order Support' });
    await form.getByLabel('Message').fill('Do you gift-wrap orders?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(email).toBeFocused();
    expect(posts).toEqual([]);

    await email.fill('ana.silva@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(notifications(page).getByText('Message sent successfully!')).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

test.describe('newsletter', () => {
  test("refuses 'a@b..com' with SPEC.md's toast and the message beside the field", async ({
    page,
  }) => {
    await page.goto('/');
    const input = page.locator('#newsletter-email');
    await input.fill('a@b..com');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(notifications(page).getByText('Invalid email')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });
});
