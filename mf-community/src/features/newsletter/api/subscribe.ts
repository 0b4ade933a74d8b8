import { apiJson, type NewsletterResponse } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * 202 and the same answer for every address: a new or waiting one is mailed a confirmation link,
 * one subscribed already gets nothing (it has nothing to confirm).
 */
export function subscribe(email: string) {
  return apiJson<NewsletterResponse>('POST', '/api/newsletter', { email });
}

export function useSubscribe() {
  return useMutation({ mutationKey: ['community', 'newsletter'], mutationFn: subscribe });
}
