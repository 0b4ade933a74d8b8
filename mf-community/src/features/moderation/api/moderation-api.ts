import {
  type AdminHealingMomentDto,
  ApiError,
  apiJson,
  type ModerationStatus,
} from '@healing/platform';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const moderationKeys = {
  all: ['community', 'admin'] as const,
  moments: (status: ModerationStatus) => [...moderationKeys.all, 'moments', status] as const,
};

function bearer(token: string) {
  return { headers: { Authorization: `Bearer ${token}` } };
}

export function fetchAdminMoments(token: string, status: ModerationStatus, signal?: AbortSignal) {
  return apiJson<AdminHealingMomentDto[]>(
    'GET',
    `/api/admin/healing-moments?status=${status}`,
    undefined,
    { ...bearer(token), signal },
  );
}

/** The list is cached per status only: it is cleared whenever the token changes. */
export function adminMomentsQueryOptions(token: string, status: ModerationStatus) {
  return queryOptions({
    queryKey: moderationKeys.moments(status),
    queryFn: ({ signal }) => fetchAdminMoments(token, status, signal),
  });
}

export type Decision = 'approve' | 'reject';

export function decideMoment(token: string, id: number, decision: Decision) {
  return apiJson<AdminHealingMomentDto>(
    'POST',
    `/api/admin/healing-moments/${id}/${decision}`,
    undefined,
    bearer(token),
  );
}

/** A decision changes the review lists and, when it publishes or withdraws, the public ones. */
export function useDecideMoment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) =>
      decideMoment(token, id, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['community', 'moments'] }),
      ]),
  });
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** What the owner reads when a token is refused or cannot be checked. */
export function tokenProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'That token was not accepted. Please check it and try again.';
  }
  if (error instanceof ApiError && error.status === 404) {
    return 'Story moderation is not switched on for this shop (no admin token is configured).';
  }
  return 'We could not check the token just now. Please try again in a moment.';
}
