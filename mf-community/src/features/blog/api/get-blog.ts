import { apiGet, type BlogPostDto, type BlogPostSummaryDto } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const blogKeys = {
  all: ['community', 'blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  post: (id: number) => [...blogKeys.all, 'post', id] as const,
};

/** Summaries, newest first (without the posts' full text). */
export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => apiGet<BlogPostSummaryDto[]>('/api/blog', signal),
  });
}

export function blogPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => apiGet<BlogPostDto>(`/api/blog/${id}`, signal),
  });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}

export function useBlogPost(id: number) {
  return useQuery(blogPostQueryOptions(id));
}
