import { Price } from '@healing/platform';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../../../components/order-status';
import type { AdminOrderSummary } from '../../../api/order-contracts';
import { formatDate } from './order-dates';
import styles from './order-list.module.css';

function orderPath(order: AdminOrderSummary): string {
  return `/admin/orders/${order.id}`;
}

function pieces(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The orders as cards on phones and a table from tablet width up; both are in the page and CSS
 * shows one, so each order's link is named once per layout.
 */
export function OrderList({ orders }: { orders: readonly AdminOrderSummary[] }) {
  return (
    <>
      <ul className={styles.cards} aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} className={styles.card}>
            <div className={styles.cardHead}>
              <Link className={styles.number} to={orderPath(order)}>
                Order #{order.id}
              </Link>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className={styles.who}>
              {order.firstName} {order.lastName}
              <span className={styles.email}>{order.email}</span>
            </p>
            <p className={styles.meta}>
              <span>{formatDate(order.createdAt)}</span>
              <span>{pieces(order.itemCount)}</span>
              <Price className={styles.total} amount={order.total} />
            </p>
          </li>
        ))}
      </ul>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col" className={styles.money}>
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link className={styles.number} to={orderPath(order)}>
                  Order #{order.id}
                </Link>
              </td>
              <td>{formatDate(order.createdAt)}</td>
              <td>
                {order.firstName} {order.lastName}
                <span className={styles.email}>{order.email}</span>
              </td>
              <td>{pieces(order.itemCount)}</td>
              <td className={styles.money}>
                <Price amount={order.total} />
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
