import { CARRIER_NAMES } from '@healing/contracts';
import { Badge, Price } from '@healing/platform';
import type { ReactNode } from 'react';
import { Amounts } from '../../../components/amounts';
import { LineThumb } from '../../../components/line-thumb';
import type { AdminOrderDetail } from '../../../api/order-contracts';
import { CustomDesignDetails } from './custom-design-details';
import styles from './order-facts.module.css';
import { OrderPanel } from './order-panel';

const PAYMENT_METHODS: Record<AdminOrderDetail['paymentMethod'], string> = {
  card: 'Card (secure payment link)',
  paypal: 'PayPal',
};

/** A card order the shopper pays on the payment provider's page, right after checkout. */
const CARD_ON_PAGE = 'Card (secure payment page)';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const none = <span className={styles.none}>None</span>;

/** What the owner needs to pack, ship and answer for an order: lines, amounts, people, payment. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const payOnPage = (order.payments ?? []).length > 0;
  return (
    <div className={styles.grid}>
      <OrderPanel id="admin-order-items" title="Items">
        <ul className={styles.lines} aria-label="Items in the order">
          {order.items.map((item, index) => (
            <li key={index} className={styles.line}>
              <LineThumb src={item.imageUrl} size="small" />
              <span className={styles.lineText}>
                <span className={styles.lineName}>{item.name}</span>
                {item.isCustomDesign && <Badge tone="lavender">Custom design</Badge>}
                {item.sku && <span className={styles.lineMeta}>SKU {item.sku}</span>}
                <span className={styles.lineMeta}>
                  Qty {item.quantity} × <Price amount={item.unitPrice} />
                </span>
                <CustomDesignDetails line={item} />
              </span>
              <Price className={styles.lineTotal} amount={item.lineTotal} />
            </li>
          ))}
        </ul>
        <Amounts totals={order} promoCode={order.promoCode} />
      </OrderPanel>

      <div className={styles.side}>
        <OrderPanel id="admin-order-contact" title="Contact">
          <p className={styles.stack}>
            <strong>
              {order.firstName} {order.lastName}
            </strong>
            <a href={`mailto:${order.email}`}>{order.email}</a>
            {order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : <span>No phone</span>}
          </p>
        </OrderPanel>

        <OrderPanel id="admin-order-address" title="Shipping address">
          <address className={styles.stack}>
            <span>
              {order.firstName} {order.lastName}
            </span>
            <span>{order.address}</span>
            <span>
              {order.city}, {order.state} {order.zipCode}
            </span>
          </address>
        </OrderPanel>

        <OrderPanel id="admin-order-payment" title="Payment and delivery">
          <dl className={styles.facts}>
            <Fact term="Payment method">
              {payOnPage ? CARD_ON_PAGE : PAYMENT_METHODS[order.paymentMethod]}
            </Fact>
            <Fact term="Promo code">{order.promoCode ?? none}</Fact>
            {/* Paid on the provider's page: no link to send (the Payment panel has it all). */}
            {!payOnPage && (
              <Fact term="Payment link">
                {order.paymentLink ? (
                  <a href={order.paymentLink} target="_blank" rel="noopener noreferrer">
                    {order.paymentLink}
                  </a>
                ) : (
                  'Not sent yet'
                )}
              </Fact>
            )}
            <Fact term="Payment reference">{order.paymentReference ?? none}</Fact>
            <Fact term="Carrier">{order.carrier ? CARRIER_NAMES[order.carrier] : none}</Fact>
            <Fact term="Tracking number">{order.trackingNumber ?? none}</Fact>
          </dl>
        </OrderPanel>
      </div>
    </div>
  );
}
