import { apiJson, type ContactRequest, type ContactResponse } from '@healing/platform';
import { useMutation } from '@tanstack/react-query';

export function sendContact(input: ContactRequest) {
  return apiJson<ContactResponse>('POST', '/api/contact', input);
}

export function useSendContact() {
  return useMutation({ mutationKey: ['community', 'contact'], mutationFn: sendContact });
}
