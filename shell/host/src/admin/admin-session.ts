// Who is signed in to the back office, and signing in and out (the API's /api/admin/session).
// The answer is kept under ['admin', 'session']: null means no one is signed in here.
import { ApiError, apiJson } from '@healing/platform';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminSessionDto, SignInRequest } from '@healing/contracts/admin';

export type { AdminSessionDto, SignInRequest };

const SESSION_URL = '/api/admin/session';

export const adminSessionKey = ['admin', 'session'] as const;

/** The owner signed in, or null when the API answers 401. */
export async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSessionDto | null> {
  try {
    return await apiJson<AdminSessionDto>('GET', SESSION_URL, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Asked again whenever the back office is entered (a session may have ended meanwhile), while
 * moving between its pages reuses the answer.
 */
export const adminSessionQuery = queryOptions({
  queryKey: adminSessionKey,
  queryFn: ({ signal }) => fetchAdminSession(signal),
  refetchOnMount: 'always',
});

export function signIn(request: SignInRequest): Promise<AdminSessionDto> {
  return apiJson<AdminSessionDto>('POST', SESSION_URL, request);
}

/**
 * Ends the session on the server, then forgets what the back office loaded, so nothing of the
 * owner's stays in this page once they are gone. The shopper's cart is left alone.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await apiJson<void>('DELETE', SESSION_URL);
  queryClient.removeQueries({
    predicate: ({ queryKey: [domain, name] }) =>
      domain !== 'cart' && !(domain === adminSessionKey[0] && name === adminSessionKey[1]),
  });
  queryClient.setQueryData<AdminSessionDto | null>(adminSessionKey, null);
}

/** What to show for a refused or failed sign-in: the API's own sentence when it sent one. */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage && error.status < 500) return error.serverMessage;
    return 'The shop could not sign you in just now. Please try again in a moment.';
  }
  return 'The shop could not be reached. Please check your connection and try again.';
}
