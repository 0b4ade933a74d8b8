import { type AdminHealingMomentDto, apiJson, type ModerationStatus } from '@healing/platform';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StoryCountsDto,
  AdminMessageDto,
  AdminMessagesPageDto,
  AdminSubscribersPageDto,
  MessageStatus,
  SubscriberStatus,
} from '@healing/contracts/admin';

export type {
  AdminMessageDto,
  AdminMessagesPageDto,
  AdminSubscribersPageDto,
  MessageStatus,
  SubscriberStatus,
};
export type { StoryCountsDto };

export const adminKeys = {
  all: ['community', 'admin'] as const,
  stories: (status: ModerationStatus) => [...adminKeys.all, 'stories', status] as const,
  storyCounts: () => [...adminKeys.all, 'stories', 'counts'] as const,
  messages: (status: MessageStatus, page: number) =>
    [...adminKeys.all, 'messages', status, page] as const,
  subscribers: (status: SubscriberStatus, q: string, page: number) =>
    [...adminKeys.all, 'subscribers', status, q, page] as const,
};

export const MESSAGES_PAGE_SIZE = 20;
export const SUBSCRIBERS_PAGE_SIZE = 25;
/** A plain link: the browser downloads it with the owner's cookie. */
export const SUBSCRIBERS_CSV_URL = '/api/admin/subscribers.csv';

export function storiesQueryOptions(status: ModerationStatus) {
  return queryOptions({
    queryKey: adminKeys.stories(status),
    queryFn: ({ signal }) =>
      apiJson<AdminHealingMomentDto[]>(
        'GET',
        `/api/admin/healing-moments?status=${status}`,
        undefined,
        { signal },
      ),
  });
}

export function storyCountsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.storyCounts(),
    queryFn: ({ signal }) =>
      apiJson<StoryCountsDto>('GET', '/api/admin/healing-moments/counts', undefined, { signal }),
  });
}

export type Decision = 'approve' | 'reject';

/** A decision changes the review lists, the counts and, when it publishes, the public list. */
export function useDecideStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) =>
      apiJson<AdminHealingMomentDto>('POST', `/api/admin/healing-moments/${id}/${decision}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'stories'] }),
        queryClient.invalidateQueries({ queryKey: ['community', 'moments'] }),
      ]),
  });
}

export function messagesQueryOptions(status: MessageStatus, page: number) {
  return queryOptions({
    queryKey: adminKeys.messages(status, page),
    queryFn: ({ signal }) =>
      apiJson<AdminMessagesPageDto>(
        'GET',
        `/api/admin/messages?status=${status}&page=${page}&pageSize=${MESSAGES_PAGE_SIZE}`,
        undefined,
        { signal },
      ),
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiJson<AdminMessageDto>('POST', `/api/admin/messages/${id}/handled`, { handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'messages'] }),
  });
}

/** Confirmed subscribers, or the sign-ups still waiting for their confirmation. */
export function subscribersQueryOptions(status: SubscriberStatus, q: string, page: number) {
  const query = new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(SUBSCRIBERS_PAGE_SIZE),
  });
  if (q) query.set('q', q);
  return queryOptions({
    queryKey: adminKeys.subscribers(status, q, page),
    queryFn: ({ signal }) =>
      apiJson<AdminSubscribersPageDto>('GET', `/api/admin/subscribers?${query}`, undefined, {
        signal,
      }),
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/subscribers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'subscribers'] }),
  });
}
