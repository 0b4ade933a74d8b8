import { hashPassword, passwordMatches, passwordProblem, usernameProblem } from './credentials';
import { bearerToken, tokenMatches } from './automation-token';

describe('owner credentials', () => {
  it('accepts usernames of 3 to 40 letters, digits, dot, dash, underscore', () => {
    for (const ok of ['ann', 'Anna.Maria_K-2', 'a'.repeat(40)])
      expect(usernameProblem(ok)).toBeNull();
    for (const bad of ['an', 'a'.repeat(41), 'anna maria', 'anna@shop', 'ännа', '']) {
      expect(usernameProblem(bad)).toMatch(/3 to 40 characters/);
    }
  });

  it('refuses weak passwords with a reason', () => {
    expect(passwordProblem('short', 'ann')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(201), 'ann')).toMatch(/at most 200/);
    expect(passwordProblem('abababababab', 'ann')).toMatch(/5 different/);
    expect(passwordProblem('my-name-is-anna!', 'anna')).toMatch(/username/);
    expect(passwordProblem('Password1234', 'ann')).toMatch(/too easy/);
    expect(passwordProblem('abcdefghijklm', 'zed')).toMatch(/too easy/);
    expect(passwordProblem('987654321098', 'zed')).toMatch(/too easy/);
    expect(passwordProblem('quiet river lantern', 'ann')).toBeNull();
  });

  it('hashes with argon2id and verifies; no hash or a broken one matches nothing', async () => {
    const hash = await hashPassword('quiet river lantern');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches('quiet river lantern', hash)).toBe(true);
    expect(await passwordMatches('quiet river lanterN', hash)).toBe(false);
    expect(await passwordMatches('quiet river lantern', undefined)).toBe(false);
    expect(await passwordMatches('quiet river lantern', 'plain-text')).toBe(false);
  });
});

describe('automation token', () => {
  it('reads a bearer token and compares in constant time without throwing', () => {
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken(`Bearer ${'a'.repeat(2000)}`)).toBeUndefined();
    expect(tokenMatches('a', 'a')).toBe(true);
    expect(tokenMatches('a', 'a'.repeat(500))).toBe(false);
  });
});
