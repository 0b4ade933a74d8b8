import { Price, VisuallyHidden } from '@healing/platform';
import { Link } from 'react-router-dom';
import { StockBadge } from '../../../components/stock-badge';
import type { AdminProductDto } from '../api/admin-products-api';
import { COLLECTION_LABELS } from '../product-values';
import styles from './product-list.module.css';

function editPath(product: AdminProductDto): string {
  return `/admin/products/${product.id}`;
}

/**
 * The products as cards on phones and a table from tablet width up; both are in the page and
 * CSS shows one, so each product's link is named once per layout.
 */
export function ProductList({ products }: { products: readonly AdminProductDto[] }) {
  return (
    <>
      <ul className={styles.cards} aria-label="Products">
        {products.map((product) => (
          <li key={product.id} className={styles.card}>
            <img className={styles.thumb} src={product.image} alt="" loading="lazy" />
            <div>
              <Link className={styles.name} to={editPath(product)}>
                {product.name}
              </Link>
              <div className={styles.meta}>
                <span>{COLLECTION_LABELS[product.collection]}</span>
                <Price amount={product.price} />
                <StockBadge inStock={product.inStock} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Image</VisuallyHidden>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Collection</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                <img className={styles.thumb} src={product.image} alt="" loading="lazy" />
              </td>
              <td>
                <Link className={styles.name} to={editPath(product)}>
                  {product.name}
                </Link>
              </td>
              <td>{COLLECTION_LABELS[product.collection]}</td>
              <td>
                <Price amount={product.price} />
              </td>
              <td>
                <StockBadge inStock={product.inStock} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
