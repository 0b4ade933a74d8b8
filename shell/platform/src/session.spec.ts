import {
  createSessionId,
  getSessionId,
  isSessionId,
  renderForSession,
  SESSION_COOKIE,
  sessionCookie,
  SESSION_STORAGE_KEY,
} from './session';

function clearCookie() {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
}

describe('session id', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookie();
  });
  afterEach(() => jest.restoreAllMocks());

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

  it("is mirrored in a first-party cookie, so the server can render the visitor's cart", () => {
    const id = getSessionId();
    expect(document.cookie).toContain(`${SESSION_COOKIE}=${id}`);
  });

  it('writes the cookie for a year, first-party, secure on https', () => {
    const id = createSessionId();
    expect(sessionCookie(id)).toBe(
      `${SESSION_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(sessionCookie(id, { secure: true })).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('takes the id the server gave in the cookie when none is stored yet', () => {
    const fromServer = createSessionId();
    document.cookie = `${SESSION_COOKIE}=${fromServer}; Path=/`;
    expect(getSessionId()).toBe(fromServer);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(fromServer);
  });

  it('keeps the stored id over a different cookie, and puts it back in the cookie', () => {
    const stored = createSessionId();
    window.localStorage.setItem(SESSION_STORAGE_KEY, stored);
    document.cookie = `${SESSION_COOKIE}=${createSessionId()}; Path=/`;
    expect(getSessionId()).toBe(stored);
    expect(document.cookie).toContain(`${SESSION_COOKIE}=${stored}`);
  });

  it('checks the cookie once per page for an id, not on every request', () => {
    const id = getSessionId();
    const reads = jest.spyOn(document, 'cookie', 'get');
    const writes = jest.spyOn(document, 'cookie', 'set');
    expect([getSessionId(), getSessionId(), getSessionId()]).toEqual([id, id, id]);
    expect(reads).not.toHaveBeenCalled();
    expect(writes).not.toHaveBeenCalled();
    // A new id (the stored one cleared) is mirrored again.
    window.localStorage.clear();
    clearCookie();
    const next = getSessionId();
    expect(next).not.toBe(id);
    expect(document.cookie).toContain(`${SESSION_COOKIE}=${next}`);
  });

  it('ignores a cookie that is not a session id', () => {
    document.cookie = `${SESSION_COOKIE}=<script>; Path=/`;
    expect(getSessionId()).toMatch(/^session_\d+_[0-9a-f]{32}$/);
  });

  it('renders as a given visitor on the server, only for the duration of the render', () => {
    const visitor = createSessionId();
    const own = getSessionId();
    expect(renderForSession(visitor, () => getSessionId())).toBe(visitor);
    expect(getSessionId()).toBe(own);
    expect(() => renderForSession('nobody', () => 1)).toThrow('needs a session id');
  });
});
