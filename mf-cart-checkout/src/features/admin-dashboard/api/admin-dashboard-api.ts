import { apiGet } from '@healing/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardDto } from '../../../api/dashboard-contracts';

export const DASHBOARD_URL = '/api/admin/dashboard';

/** Under 'cartCheckout' like every key of this remote; 'admin' keeps the owner's views apart. */
export const adminDashboardKey = ['cartCheckout', 'admin', 'dashboard'] as const;

/** What signing in again lets the owner do, when the session has ended. */
export const DASHBOARD_SESSION_TASK = "see the shop's figures";

/** Read again when the owner comes back to the tab, and every five minutes while it is open. */
export const adminDashboardQuery = queryOptions({
  queryKey: adminDashboardKey,
  queryFn: ({ signal }) => apiGet<AdminDashboardDto>(DASHBOARD_URL, signal),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  refetchInterval: 5 * 60_000,
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery);
}
