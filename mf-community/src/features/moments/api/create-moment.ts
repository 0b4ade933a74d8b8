import {
  apiJson,
  type CreateHealingMomentRequest,
  type CreateHealingMomentResponse,
} from '@healing/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { momentKeys } from './get-moments';

/** Resent once with its Idempotency-Key if the answer is lost: the story is stored once. */
export function createMoment(input: CreateHealingMomentRequest) {
  return apiJson<CreateHealingMomentResponse>('POST', '/api/healing-moments', input, {
    resendIfUnanswered: true,
  });
}

/**
 * Submits a story. It waits for review, so the public lists do not change yet; they are
 * refetched anyway (SPEC.md section 7), which also picks up anything approved meanwhile.
 */
export function useCreateMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMoment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: momentKeys.all }),
  });
}
