import {
  AdminLoading,
  AdminPage,
  EmptyState,
  formatMoney,
  toCents,
  isSessionEnded,
  LoadError,
  SessionEnded,
  Spinner,
} from '@healing/platform';
import { Link } from 'react-router-dom';
import type { AdminDashboardDto, PeriodFiguresDto } from '../../api/dashboard-contracts';
import styles from './admin-dashboard-page.module.css';
import { DASHBOARD_SESSION_TASK, useAdminDashboard } from './api/admin-dashboard-api';
import { changeOf } from './components/change';
import { SalesChart } from './components/sales-chart';

const PERIODS = [
  { key: 'today', title: 'Today', against: 'yesterday by this time' },
  { key: 'week', title: 'This week', against: 'last week by now' },
  { key: 'month', title: 'This month', against: 'last month by now' },
] as const;

function ChangeLine({
  what,
  current,
  previous,
  against,
}: {
  what: string;
  current: string | number;
  previous: string | number;
  against: string;
}) {
  const change = changeOf(current, previous, against);
  return (
    <p className={`${styles.change} ${styles[change.direction]}`}>
      <span aria-hidden="true" className={styles.arrow}>
        {change.arrow}
      </span>{' '}
      {what} {change.words}
    </p>
  );
}

function PeriodCard({
  title,
  against,
  figures,
}: {
  title: string;
  against: string;
  figures: PeriodFiguresDto;
}) {
  const { current, previous } = figures;
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <dl className={styles.numbers}>
        <div>
          <dt>Sales</dt>
          <dd className={styles.big}>{formatMoney(current.sales)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd className={styles.big}>{current.orders}</dd>
        </div>
      </dl>
      <ChangeLine
        what="Sales"
        current={current.sales}
        previous={previous.sales}
        against={against}
      />
      <ChangeLine
        what="Orders"
        current={current.orders}
        previous={previous.orders}
        against={against}
      />
      {toCents(current.refunded) > 0 ? (
        <p className={styles.before}>
          Refunded: {formatMoney(current.refunded)} (sales are counted net of refunds)
        </p>
      ) : null}
      <p className={styles.before}>
        Then: {formatMoney(previous.sales)}, {previous.orders}{' '}
        {previous.orders === 1 ? 'order' : 'orders'}
      </p>
    </li>
  );
}

function BestSellers({ items }: { items: AdminDashboardDto['bestSellers'] }) {
  if (items.length === 0) return <p className={styles.quiet}>No sales in the last 30 days yet.</p>;
  return (
    <ol className={styles.rank}>
      {items.map((item) => (
        <li key={`${item.productId ?? 'gone'}-${item.productName}`}>
          <span className={styles.rankName}>
            {item.productId ? (
              <Link to={`/admin/products/${item.productId}`}>{item.productName}</Link>
            ) : (
              item.productName
            )}
          </span>
          <span className={styles.rankMeta}>
            {item.units} {item.units === 1 ? 'unit' : 'units'} · {formatMoney(item.sales)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The fewest left first; the rest are counted, so the home stays short. */
const LOW_STOCK_SHOWN = 8;

function LowStock({ lowStock }: { lowStock: AdminDashboardDto['lowStock'] }) {
  if (lowStock.items.length === 0) {
    return (
      <p className={styles.quiet}>Every variant has more than {lowStock.threshold} in stock.</p>
    );
  }
  const more = lowStock.items.length - LOW_STOCK_SHOWN;
  return (
    <>
      <ul className={styles.rank}>
        {lowStock.items.slice(0, LOW_STOCK_SHOWN).map((item) => (
          <li key={item.variantId}>
            <span className={styles.rankName}>
              <Link to={`/admin/products/${item.productId}`}>
                {item.productName}
                {item.label !== 'One size' ? ` — ${item.label}` : ''}
              </Link>
            </span>
            <span className={item.stock === 0 ? styles.soldOut : styles.rankMeta}>
              {item.stock === 0 ? 'Sold out' : `${item.stock} left`}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className={styles.quiet}>
          And {more} more {more === 1 ? 'variant' : 'variants'} with {lowStock.threshold} or fewer
          left. <Link to="/admin/products">See the products</Link>
        </p>
      )}
    </>
  );
}

/** `/admin`: the back office's home, the figures a small shop watches. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  if (isSessionEnded(dashboard.error)) return <SessionEnded task={DASHBOARD_SESSION_TASK} />;
  const data = dashboard.data;
  return (
    <AdminPage
      title="Home"
      description={
        data
          ? `Your shop at a glance. Days run midnight to midnight ${data.timeZone}.`
          : 'Your shop at a glance.'
      }
    >
      {dashboard.isPending ? (
        <AdminLoading>
          <Spinner label="Loading the figures" />
        </AdminLoading>
      ) : !data ? (
        <LoadError
          title="The figures could not be loaded."
          text="Please check your connection and try again."
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : (
        <div className={styles.layout}>
          <ul className={styles.periods} aria-label="Orders and sales">
            {PERIODS.map((period) => (
              <PeriodCard
                key={period.key}
                title={period.title}
                against={period.against}
                figures={data[period.key]}
              />
            ))}
          </ul>
          <section className={styles.panel} aria-labelledby="dashboard-daily">
            <h2 id="dashboard-daily" className={styles.panelTitle}>
              Daily sales, last 30 days
            </h2>
            {data.dailySales.every((day) => day.orders === 0) ? (
              <EmptyState>
                <p>No orders in the last 30 days yet.</p>
              </EmptyState>
            ) : (
              <SalesChart days={data.dailySales} />
            )}
          </section>
          <div className={styles.lists}>
            <section className={styles.panel} aria-labelledby="dashboard-best">
              <h2 id="dashboard-best" className={styles.panelTitle}>
                Best sellers, last 30 days
              </h2>
              <BestSellers items={data.bestSellers} />
            </section>
            <section className={styles.panel} aria-labelledby="dashboard-low">
              <h2 id="dashboard-low" className={styles.panelTitle}>
                Low stock
              </h2>
              <LowStock lowStock={data.lowStock} />
            </section>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
