import { createSessionId, getSessionId, isSessionId, SESSION_STORAGE_KEY } from './session';

describe('session id', () => {
  beforeEach(() => window.localStorage.clear());

  it('has the shape session_{timestamp}_{128 random bits}', () => {
    const id = createSessionId(1763800000000);
    expect(id).toMatch(/^session_1763800000000_[0-9a-f]{32}$/);
    expect(isSessionId(id)).toBe(true);
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it('is created once and kept in local storage under the cart-session key', () => {
    const first = getSessionId();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('replaces a stored value that is not a valid id', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, 'session_1_abc');
    const id = getSessionId();
    expect(isSessionId(id)).toBe(true);
    expect(id).not.toBe('session_1_abc');
  });
});
