import { apiJson, type NewsletterResponse } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';

/** Subscribing an address already on the list is still a success (200, alreadySubscribed). */
export function subscribe(email: string) {
  return apiJson<NewsletterResponse>('POST', '/api/newsletter', { email });
}

export function useSubscribe() {
  return useMutation({ mutationKey: ['community', 'newsletter'], mutationFn: subscribe });
}
