import { apiJson, type ContactRequest, type ContactResponse } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';

/** Resent once with its Idempotency-Key if the answer is lost: one message, one e-mail. */
export function sendContact(input: ContactRequest) {
  return apiJson<ContactResponse>('POST', '/api/contact', input, { resendIfUnanswered: true });
}

export function useSendContact() {
  return useMutation({ mutationKey: ['community', 'contact'], mutationFn: sendContact });
}
