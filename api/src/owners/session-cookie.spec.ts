import {
  clearedSessionCookie,
  isHttpsOrigin,
  SESSION_COOKIE,
  sessionCookie,
  sessionTokensFrom,
} from './session-cookie';

const TOKEN = 'A'.repeat(21) + '_-' + 'b'.repeat(20);

describe('session cookie', () => {
  it('reads only well-formed tokens of its own name', () => {
    expect(sessionTokensFrom(`a=1; ${SESSION_COOKIE}=${TOKEN}; b=2`)).toEqual([TOKEN]);
    expect(sessionTokensFrom(`${SESSION_COOKIE}="${TOKEN}"`)).toEqual([TOKEN]);
    for (const header of [
      undefined,
      '',
      `${SESSION_COOKIE}=${TOKEN}x`,
      `${SESSION_COOKIE}=${TOKEN.slice(1)}=`,
      `x${SESSION_COOKIE}=${TOKEN}`,
      `${SESSION_COOKIE}=%41${TOKEN.slice(3)}`,
      `${SESSION_COOKIE}`,
    ]) {
      expect(sessionTokensFrom(header)).toEqual([]);
    }
  });

  it('reads no more than a few candidates from a stuffed header', () => {
    const header = Array.from({ length: 500 }, () => `${SESSION_COOKIE}=${TOKEN}`).join('; ');
    expect(sessionTokensFrom(header)).toHaveLength(3);
  });

  it('is HttpOnly, SameSite=Strict, scoped to /api/admin, and Secure on https', () => {
    expect(sessionCookie(TOKEN, 7 * 86_400_000, { secure: false })).toBe(
      `${SESSION_COOKIE}=${TOKEN}; Path=/api/admin; Max-Age=604800; HttpOnly; SameSite=Strict`,
    );
    expect(sessionCookie(TOKEN, 1000, { secure: true })).toMatch(/; Secure$/);
    expect(clearedSessionCookie({ secure: true })).toBe(
      `${SESSION_COOKIE}=; Path=/api/admin; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict; Secure`,
    );
  });

  it('knows an https origin', () => {
    expect(isHttpsOrigin('https://shop.example')).toBe(true);
    expect(isHttpsOrigin('http://localhost:8080')).toBe(false);
    expect(isHttpsOrigin('not a url')).toBe(false);
  });
});
