import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query-client';
import { useListQuery } from './use-list-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useListQuery', () => {
  it('keeps the page on screen while the next one loads, then shows the next', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const second = deferred<string[]>();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        useListQuery({
          queryKey: ['test', 'list', page],
          queryFn: () => (page === 1 ? Promise.resolve(['first']) : second.promise),
        }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data).toEqual(['first']));

    rerender({ page: 2 });
    expect(result.current.data).toEqual(['first']);
    expect(result.current.isPlaceholderData).toBe(true);

    act(() => second.resolve(['second']));
    await waitFor(() => expect(result.current.data).toEqual(['second']));
  });

  it('asks the API again whenever a list is shown anew, never trusting a cached copy', async () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const queryFn = jest.fn(() => Promise.resolve(['stored']));
    const options = { queryKey: ['test', 'fresh'], queryFn };
    const first = renderHook(() => useListQuery(options), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    const again = renderHook(() => useListQuery(options), { wrapper });
    await waitFor(() => expect(again.result.current.isFetching).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
