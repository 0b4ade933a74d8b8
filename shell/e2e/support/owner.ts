// The shop's owner for the back-office journeys, added to the suite's database with the API's
// own owner command (as the README tells an owner to do), on the running embedded PostgreSQL.
import { execFileSync } from 'node:child_process';
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
