// Script in what visitors write (story names and texts, contact messages) is shown as text on
// every page that shows it, and never runs.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storiesInReview } from './support/community-stories';
import { addOwner, signInAsOwner } from './support/owner';
import { API_URL, E2E } from './support/site';

const PAYLOADS = {
  name: `<script>window.__pwned = 'name'</script>Eve`,
  story: `I healed <img src=x onerror="window.__pwned='story'"> and <svg onload="window.__pwned='svg'"></svg> it is ${Date.now()}`,
};

async function expectInert(page: Page, where: string) {
  await expect(page.getByText(PAYLOADS.story, { exact: false }).first(), where).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __pwned?: string }).__pwned),
    where,
  ).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload]').count(), where).toBe(0);
}

test('script written into stories shows as text on every page that shows it', async ({
  page,
  request,
}) => {
  const created = await request.post(`${API_URL}/api/healing-moments`, {
    data: { name: PAYLOADS.name, story: PAYLOADS.story, category: 'growth', isAnonymous: false },
  });
  expect(created.status()).toBe(201);
  const contact = {
    firstName: 'Mallory',
    lastName: "O'Brien",
    email: 'mallory@example.com',
    subject: 'general',
    message: `<script>alert(1)</script> hello '; DROP TABLE contacts; --`,
  };
  // Names are letters: markup or SQL there is refused outright (they go into e-mails).
  for (const lastName of ['<b>Mallory</b>', "'; DROP TABLE contacts; --"]) {
    const refused = await request.post(`${API_URL}/api/contact`, {
      data: { ...contact, lastName },
    });
    expect(refused.status()).toBe(400);
  }
  expect((await request.post(`${API_URL}/api/contact`, { data: contact })).status()).toBe(201);

  // The owner reviews it: the moderation board shows it as text.
  addOwner();
  await page.goto('/admin/stories');
  await signInAsOwner(page);
  await expectInert(page, 'the moderation board');

  const pending = (await storiesInReview(request)).find((story) => story.story === PAYLOADS.story);
  expect(pending).toBeDefined();
  const approved = await request.post(
    `${API_URL}/api/admin/healing-moments/${pending?.id}/approve`,
    { headers: { Authorization: `Bearer ${E2E.adminToken}` } },
  );
  expect(approved.ok()).toBe(true);

  await page.goto('/healing-moments');
  await expectInert(page, '/healing-moments');
  await expect(page.getByText(PAYLOADS.name).first()).toBeVisible();

  await page.goto('/');
  await page.locator('#newsletter').scrollIntoViewIfNeeded();
  await expectInert(page, 'the home page');
});
