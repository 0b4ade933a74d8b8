import {
  apiGet,
  apiJson,
  getSessionId,
  type HealingMomentDto,
  type LikedMomentsResponse,
  type LikeResponse,
} from '@healing/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { momentKeys } from './get-moments';

/** The stories this visitor's session liked, kept by the server. */
export function likedMomentsQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: momentKeys.likes(sessionId),
    queryFn: ({ signal }) => apiGet<LikedMomentsResponse>('/api/healing-moments/likes', signal),
    select: (data) => new Set(data.likedIds),
  });
}

export function useLikedMoments() {
  return useQuery(likedMomentsQueryOptions(getSessionId()));
}

interface ToggleLikeInput {
  momentId: number;
  like: boolean;
}

export function toggleLike({ momentId, like }: ToggleLikeInput) {
  return apiJson<LikeResponse>(like ? 'POST' : 'DELETE', `/api/healing-moments/${momentId}/like`);
}

/** Likes or unlikes a story, then shows the server's count on every list that holds it. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (answer, { momentId }) => {
      queryClient.setQueriesData<HealingMomentDto[]>(
        {
          queryKey: momentKeys.all,
          predicate: (query) => Array.isArray(query.state.data),
        },
        (moments) =>
          moments?.map((moment) =>
            moment.id === momentId ? { ...moment, likeCount: answer.likeCount } : moment,
          ),
      );
      queryClient.setQueryData<LikedMomentsResponse>(
        momentKeys.likes(getSessionId()),
        (current) => {
          const others = (current?.likedIds ?? []).filter((id) => id !== momentId);
          return { likedIds: answer.liked ? [...others, momentId] : others };
        },
      );
    },
  });
}
