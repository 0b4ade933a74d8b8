import {
  keepPreviousData,
  type QueryKey,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * A back-office list: the owner always sees what is stored now (never a cached copy), and the
 * page on screen stays while the next page or filter loads, so the list does not flash empty.
 */
export function useListQuery<TData, TError = Error, TKey extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<TData, TError, TData, TKey>, 'staleTime' | 'placeholderData'>,
) {
  return useQuery({ ...options, staleTime: 0, placeholderData: keepPreviousData });
}
