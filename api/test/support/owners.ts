import { OwnerAccounts } from '../../src/owners/owner-accounts';
import { SESSION_COOKIE } from '../../src/owners/session-cookie';
import type { TestApp } from './test-app';

/** Adds an owner straight through the accounts the owner command uses. */
export async function addOwner(t: TestApp, username: string, password: string): Promise<void> {
  await new OwnerAccounts(t.dataSource).addOrReset(username, password);
}

/** Signs in and returns the `name=value` to send back in a Cookie header. */
export async function signIn(
  t: TestApp,
  username: string,
  password: string,
  address = '198.51.100.1',
): Promise<string> {
  const res = await t
    .http()
    .post('/api/admin/session')
    .set('X-Forwarded-For', address)
    .send({ username, password })
    .expect(200);
  return sessionCookieOf(res.headers['set-cookie']);
}

export function sessionCookieOf(setCookie: string[] | string | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error('no session cookie was set');
  return line.split(';')[0];
}
