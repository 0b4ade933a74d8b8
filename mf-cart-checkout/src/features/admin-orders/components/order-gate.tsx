import {
  AdminLoading,
  AdminPage,
  ApiError,
  EmptyState,
  LoadError,
  SessionEnded,
  Spinner,
  isSessionEnded,
} from '@healing/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { AdminOrderDetail } from '../../../api/order-contracts';
import { ORDERS_SESSION_TASK } from '../api/admin-orders-api';

/** An order number from the address, as PostgreSQL's integer holds it; null for anything else. */
export function readOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export function OrderNotFound({ id }: { id: string | undefined }) {
  return (
    <AdminPage title="Order not found" back={{ to: '/admin/orders', label: 'All orders' }}>
      <EmptyState>
        <p>There is no order {id ? `#${id}` : 'with that number'}.</p>
      </EmptyState>
    </AdminPage>
  );
}

/** Either the page to show instead of the order (while it loads, or when it cannot), or it. */
export type GatedOrder =
  { page: ReactElement; order?: undefined } | { page?: undefined; order: AdminOrderDetail };

/**
 * The pages every view of one order shows before it has the order: signed out, loading, no such
 * order, or a load that failed (with a retry, under the view's own title and way back).
 */
export function gateAdminOrder(
  query: UseQueryResult<AdminOrderDetail>,
  id: number,
  view: { title: string; back: { to: string; label: string } },
): GatedOrder {
  if (isSessionEnded(query.error)) return { page: <SessionEnded task={ORDERS_SESSION_TASK} /> };
  if (query.isPending) {
    return {
      page: (
        <AdminLoading>
          <Spinner label="Loading the order" />
        </AdminLoading>
      ),
    };
  }
  if (query.data) return { order: query.data };
  if (query.error instanceof ApiError && query.error.status === 404) {
    return { page: <OrderNotFound id={String(id)} /> };
  }
  return {
    page: (
      <AdminPage title={view.title} back={view.back}>
        <LoadError
          title="The order could not be loaded."
          text="Please check your connection and try again."
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </AdminPage>
    ),
  };
}
