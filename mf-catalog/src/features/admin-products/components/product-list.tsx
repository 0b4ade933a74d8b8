import { AdminCard, AdminCards, AdminTable, Price, VisuallyHidden } from '@healing/platform';
import { Link } from 'react-router-dom';
import { StockBadge } from '../../../components/stock-badge';
import type { AdminProductDto } from '../api/admin-products-api';
import { COLLECTION_LABELS } from '../product-values';
import styles from './product-list.module.css';

function editPath(product: AdminProductDto): string {
  return `/admin/products/${product.id}`;
}

/** The products as cards on phones and a table from tablet width up (the platform's admin list). */
export function ProductList({ products }: { products: readonly AdminProductDto[] }) {
  return (
    <>
      <AdminCards label="Products">
        {products.map((product) => (
          <AdminCard
            key={product.id}
            media={<img className={styles.thumb} src={product.image} alt="" loading="lazy" />}
          >
            <Link className={styles.name} to={editPath(product)}>
              {product.name}
            </Link>
            <div className={styles.meta}>
              <span>{COLLECTION_LABELS[product.collection]}</span>
              <Price amount={product.price} />
              <StockBadge inStock={product.inStock} />
            </div>
          </AdminCard>
        ))}
      </AdminCards>
      <AdminTable>
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
      </AdminTable>
    </>
  );
}
