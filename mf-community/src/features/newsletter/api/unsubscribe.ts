import { apiJson } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@healing/contracts';

/** The same answer whether the token was live, used or unknown: it tells nobody who subscribed. */
export function useUnsubscribeByToken() {
  return useMutation({
    mutationKey: ['community', 'newsletter', 'unsubscribe'],
    mutationFn: (token: string) =>
      apiJson<UnsubscribeResponse>('POST', '/api/newsletter/unsubscribe', { token }),
  });
}
