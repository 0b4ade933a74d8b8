import { useCallback, useState } from 'react';

/** The owner's token lives for this browser tab's session only, never in the address. */
export const ADMIN_TOKEN_STORAGE_KEY = 'community-admin-token';

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
    else window.sessionStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: the token still works for this page view.
  }
}

export function useAdminToken() {
  const [token, setTokenState] = useState<string | null>(readStored);
  const setToken = useCallback((next: string | null) => {
    writeStored(next);
    setTokenState(next);
  }, []);
  return { token, setToken };
}
