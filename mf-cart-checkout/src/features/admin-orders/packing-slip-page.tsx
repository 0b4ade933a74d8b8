import { AdminPage, Button, SITE_NAME } from '@healing/platform';
import { useParams } from 'react-router-dom';
import type { AdminOrderDetail } from '../../api/order-contracts';
import { useAdminOrder } from './api/admin-orders-api';
import { customDesignFacts } from './components/custom-design-details';
import { formatDateTime } from './components/order-dates';
import { gateAdminOrder, OrderNotFound, readOrderId } from './components/order-gate';
import styles from './packing-slip-page.module.css';

/** The slip itself: what goes in the parcel and where it goes, no prices. */
export function PackingSlip({ order }: { order: AdminOrderDetail }) {
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className={styles.slip} aria-labelledby="packing-slip-title">
      <header className={styles.head}>
        <div>
          <p className={styles.shop}>{SITE_NAME}</p>
          <h2 id="packing-slip-title" className={styles.title}>
            Packing slip
          </h2>
        </div>
        <dl className={styles.meta}>
          <div>
            <dt>Order</dt>
            <dd>#{order.id}</dd>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
          </div>
        </dl>
      </header>

      <section className={styles.shipTo} aria-labelledby="packing-slip-ship-to">
        <h3 id="packing-slip-ship-to">Ship to</h3>
        <address>
          <span>
            {order.firstName} {order.lastName}
          </span>
          <span>{order.address}</span>
          <span>
            {order.city}, {order.state} {order.zipCode}
          </span>
          {order.phone && <span>{order.phone}</span>}
        </address>
      </section>

      <table className={styles.lines}>
        <caption className={styles.caption}>
          {order.items.length} {order.items.length === 1 ? 'line' : 'lines'}, {pieces}{' '}
          {pieces === 1 ? 'piece' : 'pieces'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Variant</th>
            <th scope="col" className={styles.qty}>
              Qty
            </th>
            <th scope="col" className={styles.check}>
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                <span className={styles.name}>{item.name}</span>
                {item.sku && <span className={styles.sku}>SKU {item.sku}</span>}
                {item.customDesignData && (
                  <dl className={styles.design} aria-label={`Design of ${item.name}`}>
                    {customDesignFacts(item.customDesignData).map(({ term, value }) => (
                      <div key={term}>
                        <dt>{term}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                    {item.customDesignData.uploadId && (
                      <div>
                        <dt>Upload</dt>
                        <dd>{item.customDesignData.designImage ?? 'The shopper’s image'}</dd>
                      </div>
                    )}
                  </dl>
                )}
              </td>
              <td>{item.variantLabel ?? '—'}</td>
              <td className={styles.qty}>{item.quantity}</td>
              <td className={styles.check}>
                <span className={styles.box} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.thanks}>Thank you for healing with us.</p>
    </article>
  );
}

function Slip({ id }: { id: number }) {
  const back = { to: `/admin/orders/${id}`, label: `Order #${id}` };
  const gated = gateAdminOrder(useAdminOrder(id), id, { title: `Packing slip #${id}`, back });
  if (gated.page) return gated.page;
  return (
    <AdminPage
      title={`Packing slip #${id}`}
      back={back}
      actions={
        <Button variant="primary" size="small" onClick={() => window.print()}>
          Print
        </Button>
      }
    >
      <div className={styles.page}>
        <PackingSlip order={gated.order} />
      </div>
    </AdminPage>
  );
}

/** `/admin/orders/:id/packing-slip`: the order's packing slip, to print (A4 or Letter). */
export function PackingSlipPage() {
  const param = useParams().id;
  const id = readOrderId(param);
  if (id === null) return <OrderNotFound id={param} />;
  return <Slip key={id} id={id} />;
}
