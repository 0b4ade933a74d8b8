import { Button, buttonClassName, Checkbox, Spinner, TextField } from '@healing/platform';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { ADMIN_PAGE_SIZE, isSessionEnded, useAdminProducts } from './api/admin-products-api';
import styles from './components/admin.module.css';
import { ProductList } from './components/product-list';
import { SessionEnded } from './components/session-ended';

/** `/admin/products`: the owner's catalogue, searchable, on sale or archived. */
export function AdminProductsPage() {
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search);
  const products = useAdminProducts({ q, archived, page });

  if (isSessionEnded(products.error)) return <SessionEnded />;
  const data = products.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <section className={styles.page} aria-labelledby="admin-products-title">
      <div className={styles.header}>
        <h1 id="admin-products-title" className={styles.title}>
          Products
        </h1>
        <Link className={buttonClassName({ variant: 'primary' })} to="/admin/products/new">
          Add product
        </Link>
      </div>
      <div className={styles.tools}>
        <TextField
          className={styles.search}
          label="Search by name"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Checkbox
          label="Show archived"
          checked={archived}
          onChange={(event) => {
            setArchived(event.target.checked);
            setPage(1);
          }}
        />
      </div>
      {products.isPending ? (
        <Spinner label="Loading products" />
      ) : products.isError && !data ? (
        <LoadError
          title="Products unavailable"
          what="the products"
          onRetry={() => void products.refetch()}
          isRetrying={products.isFetching}
        />
      ) : data && data.products.length === 0 ? (
        <p className={styles.notice}>
          {q.trim()
            ? `No ${archived ? 'archived ' : ''}products match "${q.trim()}".`
            : archived
              ? 'No archived products.'
              : 'No products yet. Add the first one.'}
        </p>
      ) : data ? (
        <>
          <ProductList products={data.products} />
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pages">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      ) : null}
    </section>
  );
}
