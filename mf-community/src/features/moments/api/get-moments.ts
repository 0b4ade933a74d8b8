import { apiGet, type HealingMomentDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every moments query lives under ['community', 'moments']: one invalidation refreshes all. */
export const momentKeys = {
  all: ['community', 'moments'] as const,
  list: () => [...momentKeys.all, 'list'] as const,
  recent: (limit: number) => [...momentKeys.all, 'recent', limit] as const,
  likes: (sessionId: string) => [...momentKeys.all, 'likes', sessionId] as const,
};

/** The published stories, newest first (the server lists approved stories only). */
export function momentsQueryOptions() {
  return queryOptions({
    queryKey: momentKeys.list(),
    queryFn: ({ signal }) => apiGet<HealingMomentDto[]>('/api/healing-moments', signal),
  });
}

export function recentMomentsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: momentKeys.recent(limit),
    queryFn: ({ signal }) =>
      apiGet<HealingMomentDto[]>(`/api/healing-moments?limit=${limit}`, signal),
  });
}

export function useMoments() {
  return useQuery(momentsQueryOptions());
}

export function useRecentMoments(limit: number) {
  return useQuery(recentMomentsQueryOptions(limit));
}
