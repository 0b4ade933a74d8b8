import { apiJson, type NewsletterConfirmResponse } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * Confirms the sign-up whose link this token is. The same answer the first time and any time
 * after; 404 for a link no sign-up has (or an older e-mail's), 410 for an expired one.
 */
export function useConfirmSubscription() {
  return useMutation({
    mutationKey: ['community', 'newsletter', 'confirm'],
    mutationFn: (token: string) =>
      apiJson<NewsletterConfirmResponse>('POST', '/api/newsletter/confirm', { token }),
  });
}
