// Helpers for the community journeys: the public stories and the owner's review, as the API
// answers them (to check what the UI did, never to replace it).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { HealingMomentDto } from '@healing/contracts';
import type { AdminHealingMomentDto } from '@healing/contracts/admin';
import { API_URL, E2E } from './site';

export async function publishedStories(request: APIRequestContext): Promise<HealingMomentDto[]> {
  const response = await request.get(`${API_URL}/api/healing-moments`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as HealingMomentDto[];
}

export async function storiesInReview(
  request: APIRequestContext,
  status: 'pending' | 'approved' | 'rejected' = 'pending',
): Promise<AdminHealingMomentDto[]> {
  const response = await request.get(`${API_URL}/api/admin/healing-moments?status=${status}`, {
    headers: { Authorization: `Bearer ${E2E.adminToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminHealingMomentDto[];
}

/** A text no seeded story contains, so a test can find its own story among the others. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The card of a story on /healing-moments, by a piece of its text. */
export function storyCard(page: Page, text: string): Locator {
  return page.getByRole('list', { name: 'Healing stories' }).getByRole('article').filter({
    hasText: text,
  });
}

/** The story count the like button announces ("Like story by Maya, 24 likes"). */
export async function likeCountOf(button: Locator): Promise<number> {
  const label = (await button.getAttribute('aria-label')) ?? '';
  const match = /, (\d+) likes?$/.exec(label);
  expect(match, `a like count in "${label}"`).not.toBeNull();
  return Number(match?.[1]);
}
