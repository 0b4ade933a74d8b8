import { Link } from 'react-router-dom';
import { useLowStock } from '../api/admin-products-api';
import styles from './stock-editor.module.css';

/** What is running out (3 or fewer left), fewest first, each linking to its product's stock. */
export function LowStockList() {
  const low = useLowStock();
  if (!low.data || low.data.items.length === 0) return null;
  return (
    <section className={styles.editor} aria-labelledby="low-stock-heading">
      <h2 id="low-stock-heading" className={styles.title}>
        Low stock ({low.data.threshold} or fewer left)
      </h2>
      <ul className={styles.rows} aria-label="Low stock">
        {low.data.items.map((item) => (
          <li key={item.variantId} className={styles.row}>
            <span className={styles.label}>
              <Link to={`/admin/products/${item.productId}`}>
                {item.label === 'One size'
                  ? item.productName
                  : `${item.productName} — ${item.label}`}
              </Link>
              {item.sku && <span className={styles.sku}>SKU {item.sku}</span>}
            </span>
            <span>{item.stock === 0 ? 'Sold out' : `${item.stock} left`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
