import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('keeps at most its limit, dropping the least recently used first', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now newer than b
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('counts a rewrite as a use, and keeps falsy values', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 0);
    cache.set('b', 2);
    cache.set('a', 0);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(0);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets a deleted entry', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a limit under one', () => {
    expect(() => new LruCache(0)).toThrow(/at least one/);
  });
});
