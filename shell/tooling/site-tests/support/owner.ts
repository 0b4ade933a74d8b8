// The shop's owner for the back-office journeys, added to the suite's database with the API's
// own owner command (as the README tells an owner to do), on the running embedded PostgreSQL.
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { REPO_ROOT, siteEnv } from './site';

export const OWNER = { username: 'e2e-owner', password: 'quiet river morning tea' };

/** Adds the owner (or sets their password again); the site must be running. */
export function addOwner(owner = OWNER): void {
  const env: NodeJS.ProcessEnv = { ...process.env, ...siteEnv(), OWNER_PASSWORD: owner.password };
  // The suite's own database, never one the caller's environment names.
  delete env.DATABASE_URL;
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'api/dist/owners/owner-cli.js'), 'add', owner.username],
    { env, cwd: REPO_ROOT, stdio: 'pipe', timeout: 60_000 },
  );
}

/** Signs the owner in on the sign-in form the back office shows (at /admin, or in place of a page). */
export async function signInAsOwner(page: Page, owner = OWNER): Promise<void> {
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
