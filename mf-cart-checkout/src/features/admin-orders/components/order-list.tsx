import {
  AdminCard,
  AdminCardHead,
  AdminCards,
  AdminTable,
  formatDate,
  Price,
} from '@healing/platform';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../../../components/order-status';
import type { AdminOrderSummary } from '../../../api/order-contracts';
import styles from './order-list.module.css';

function orderPath(order: AdminOrderSummary): string {
  return `/admin/orders/${order.id}`;
}

function pieces(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The orders as cards on phones and a table from tablet width up (the platform's admin list). */
export function OrderList({ orders }: { orders: readonly AdminOrderSummary[] }) {
  return (
    <>
      <AdminCards label="Orders">
        {orders.map((order) => (
          <AdminCard key={order.id}>
            <AdminCardHead>
              <Link className={styles.number} to={orderPath(order)}>
                Order #{order.id}
              </Link>
              <OrderStatusBadge status={order.status} />
            </AdminCardHead>
            <p className={styles.who}>
              {order.firstName} {order.lastName}
              <span className={styles.email}>{order.email}</span>
            </p>
            <p className={styles.meta}>
              <span>{formatDate(order.createdAt, { style: 'medium' })}</span>
              <span>{pieces(order.itemCount)}</span>
              <Price className={styles.total} amount={order.total} />
            </p>
          </AdminCard>
        ))}
      </AdminCards>
      <AdminTable>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col" data-numeric="">
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
              <td>{formatDate(order.createdAt, { style: 'medium' })}</td>
              <td>
                {order.firstName} {order.lastName}
                <span className={styles.email}>{order.email}</span>
              </td>
              <td>{pieces(order.itemCount)}</td>
              <td data-numeric="">
                <Price amount={order.total} />
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
