// The site tests' `test`: Playwright's, with a page whose goto and reload wait until the app has
// taken over the server-rendered HTML. Until then the page shows the first screen, and a click
// on one of its buttons is only kept for the take-over; reading the page right after a
// navigation would otherwise measure HTML the app is about to replace.
import { expect, type Page, test as base } from '@playwright/test';

export async function waitForTakeOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-server-rendered'),
  );
}

/**
 * How the app's console error begins when it could not keep the server's HTML as it was (a
 * hydration mismatch: shell/host/src/server-render-markers.ts, TAKE_OVER_MISMATCH_PREFIX).
 */
const TAKE_OVER_MISMATCH = '[take-over] The HTML sent by the server was not kept:';

export const test = base.extend({
  page: async ({ page }, provide) => {
    // A mismatch fails the test that met it, whatever that test looks at.
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(TAKE_OVER_MISMATCH)) {
        mismatches.push(`${message.text()} (at ${page.url()})`);
      }
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A test looking at the server's HTML itself navigates with waitUntil: 'commit'.
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await waitForTakeOver(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForTakeOver(page);
      return response;
    };
    await provide(page);
    expect(mismatches, 'the app took over the server-rendered HTML as it was').toEqual([]);
  },
});

export { expect };
