import { parseTrustedProxies } from './trusted-proxies';

describe('parseTrustedProxies', () => {
  it('trusts this machine only when unset', () => {
    expect(parseTrustedProxies(undefined)).toEqual(['loopback']);
  });

  it('trusts nobody when empty', () => {
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies(' , ')).toEqual([]);
  });

  it('reads addresses, subnets and range names', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, naming it', () => {
    for (const bad of ['*', 'true', 'proxy.local', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1']) {
      expect(() => parseTrustedProxies(`127.0.0.1,${bad}`)).toThrow(`"${bad}"`);
    }
  });
});
