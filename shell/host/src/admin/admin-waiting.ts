// What waits for the owner (the API's /api/admin/waiting), counted beside the navigation's tabs.
import { apiGet } from '@healing/platform';
import { queryOptions } from '@tanstack/react-query';
import type { AdminWaitingDto } from '@healing/contracts/admin';

export type { AdminWaitingDto };

/** Under 'admin': signing out forgets it with the rest of the owner's views. */
export const adminWaitingKey = ['admin', 'waiting'] as const;

/** How often the counts are read again while the back office is open. */
export const WAITING_REFRESH_MS = 60_000;

/** Read again when the owner comes back to the tab, and every minute while it is open. */
export const adminWaitingQuery = queryOptions({
  queryKey: adminWaitingKey,
  queryFn: ({ signal }) => apiGet<AdminWaitingDto>('/api/admin/waiting', signal),
  staleTime: 10_000,
  refetchOnWindowFocus: true,
  refetchInterval: WAITING_REFRESH_MS,
  // A count is a hint: a failed read shows none rather than an error.
  retry: false,
});

/** "Orders, 3 waiting": the tab's name for a screen reader; the count alone is shown. */
export function waitingLabel(label: string, count: number): string {
  return `${label}, ${count} waiting`;
}
