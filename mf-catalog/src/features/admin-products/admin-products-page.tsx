import {
  AdminPage,
  buttonClassName,
  Checkbox,
  EmptyState,
  isSessionEnded,
  LoadError,
  Pager,
  SessionEnded,
  Spinner,
  TextField,
} from '@healing/platform';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './admin-products-page.module.css';
import { ADMIN_PAGE_SIZE, PRODUCTS_SESSION_TASK, useAdminProducts } from './api/admin-products-api';
import { LowStockList } from './components/low-stock-list';
import { ProductList } from './components/product-list';

/** `/admin/products`: the owner's catalogue, searchable, on sale or archived. */
export function AdminProductsPage() {
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search);
  const products = useAdminProducts({ q, archived, page });

  if (isSessionEnded(products.error)) return <SessionEnded task={PRODUCTS_SESSION_TASK} />;
  const data = products.data;

  return (
    <AdminPage
      title="Products"
      actions={
        <Link className={buttonClassName({ variant: 'primary' })} to="/admin/products/new">
          Add product
        </Link>
      }
    >
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
        <EmptyState>
          {q.trim()
            ? `No ${archived ? 'archived ' : ''}products match "${q.trim()}".`
            : archived
              ? 'No archived products.'
              : 'No products yet. Add the first one.'}
        </EmptyState>
      ) : data ? (
        <>
          <ProductList products={data.products} />
          <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      ) : null}
      <LowStockList />
    </AdminPage>
  );
}
