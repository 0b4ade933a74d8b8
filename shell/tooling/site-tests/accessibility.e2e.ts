// Every page of the composed site, checked by axe-core in a real browser: no serious or
// critical violations, and every form control has an accessible name.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCartThroughApi, sessionIdOf } from './support/shop';

const PAGES = [
  '/',
  '/inner-beauty',
  '/life-happens',
  '/love-is',
  '/product/1',
  '/about',
  '/books',
  '/category/t-shirts',
  '/search?q=tee',
  '/search?q=zebra',
  '/healing-moments',
  '/blog',
  '/contact',
  '/design-apparel',
  '/cart',
  '/checkout',
  '/terms',
  '/privacy',
  '/refunds',
  '/no-such-page',
];

async function accessibilityProblems(page: Page, what: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const problems = serious.map(
    (violation) =>
      `${what}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('input, select, textarea, button')]
      .filter((element) => {
        const control = element as HTMLInputElement;
        if (control.type === 'hidden' || control.closest('[aria-hidden="true"]')) return false;
        const labelled =
          control.labels?.length ||
          control.getAttribute('aria-label')?.trim() ||
          control.getAttribute('aria-labelledby') ||
          control.getAttribute('title')?.trim() ||
          (control.tagName === 'BUTTON' && control.textContent?.trim());
        return !labelled;
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  return [...problems, ...unnamed.map((html) => `${what}: control without a name: ${html}`)];
}

test('every page has no serious accessibility violations and no unnamed control', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await addToCartThroughApi(request, await sessionIdOf(page), 1, 1);
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    problems.push(...(await accessibilityProblems(page, path)));
  }
  await page.goto('/inner-beauty');
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  problems.push(...(await accessibilityProblems(page, 'the open cart sidebar')));
  expect(problems).toEqual([]);
});
