import {
  AdminLoading,
  AdminPage,
  AdminSearchForm,
  EmptyState,
  isSessionEnded,
  LoadError,
  type OrderStatus,
  Pager,
  SessionEnded,
  Spinner,
} from '@healing/platform';
import { Link, useSearchParams } from 'react-router-dom';
import listStyles from './admin-orders-page.module.css';
import { ORDERS_SESSION_TASK, useAdminOrders } from './api/admin-orders-api';
import { OrderList } from './components/order-list';

const FILTERS: { status: OrderStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  { status: 'pending', label: 'Awaiting payment' },
  { status: 'paid', label: 'Paid' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'cancelled', label: 'Cancelled' },
];

function readStatus(value: string | null): OrderStatus | null {
  return (
    FILTERS.find((filter) => filter.status !== null && filter.status === value)?.status ?? null
  );
}

function readPage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The list's query string: a filter or a search starts again at page 1. */
function searchOf(status: OrderStatus | null, q: string, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** `/admin/orders`: every order, newest first, by status and by search; the choice is in the URL. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const q = (params.get('q') ?? '').trim();
  const page = readPage(params.get('page'));
  const orders = useAdminOrders({ status, q, page });

  if (isSessionEnded(orders.error)) return <SessionEnded task={ORDERS_SESSION_TASK} />;
  const data = orders.data;
  const filterLabel = FILTERS.find((filter) => filter.status === status)?.label ?? 'All';

  return (
    <AdminPage title="Orders">
      <nav className={listStyles.filters} aria-label="Filter by status">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                className={listStyles.filter}
                to={searchOf(filter.status, q)}
                aria-current={filter.status === status ? 'page' : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminSearchForm
        key={q}
        label="Search orders"
        placeholder="Order number, e-mail or name"
        value={q}
        onSearch={(next) => setParams(searchOf(status, next))}
      />
      {q && (
        <p className={listStyles.searching}>
          Showing orders matching “{q}”. <Link to={searchOf(status, '')}>Clear search</Link>
        </p>
      )}
      {orders.isPending ? (
        <AdminLoading>
          <Spinner label="Loading orders" />
        </AdminLoading>
      ) : orders.isError && !data ? (
        <LoadError
          title="The orders could not be loaded."
          text="Please check your connection and try again."
          onRetry={() => void orders.refetch()}
          isRetrying={orders.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState>
          {data.total > 0 ? (
            <p>
              There are no orders on this page. <Link to={searchOf(status, q)}>Go to page 1</Link>
            </p>
          ) : q ? (
            <p>
              No orders match “{q}”{status ? ` among ${filterLabel.toLowerCase()}` : ''}.
            </p>
          ) : status ? (
            <p>No orders are {filterLabel.toLowerCase()} right now.</p>
          ) : (
            <p>No orders yet. They appear here as soon as a shopper checks out.</p>
          )}
        </EmptyState>
      ) : data ? (
        <>
          <p className={listStyles.count} aria-live="polite">
            {data.total} {data.total === 1 ? 'order' : 'orders'}
          </p>
          <OrderList orders={data.items} />
          <Pager
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(next) => setParams(searchOf(status, q, next))}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
