import {
  AdminPage,
  ApiError,
  Badge,
  isSessionEnded,
  LoadError,
  NotFoundView,
  SessionEnded,
  Spinner,
} from '@healing/platform';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { parseProductId } from '../products/api/get-product';
import { PRODUCTS_SESSION_TASK, useAdminProduct } from './api/admin-products-api';
import { ProductForm } from './components/product-form';
import { ProductVariants } from './components/product-variants';

/** `/admin/products/new` and `/admin/products/:id`: the product form. */
export function AdminProductEditPage() {
  const { id: raw } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The shell may route /admin/products/new on its own (no :id) or as /admin/products/:id.
  const isNew = raw === 'new' || (raw === undefined && /\/products\/new\/?$/.test(pathname));
  const id = isNew ? null : parseProductId(raw);
  const product = useAdminProduct(id);

  function onSaved(saved: { id: number }, created: boolean) {
    if (created) void navigate(`/admin/products/${saved.id}`, { replace: true });
  }

  let body;
  if (isNew) {
    body = <ProductForm onSaved={onSaved} />;
  } else if (id === null || (product.error instanceof ApiError && product.error.status === 404)) {
    body = (
      <NotFoundView
        title="Product not found"
        text="No product has this address. It may have been typed wrong."
        actions={[{ to: '/admin/products', label: 'All products' }]}
      />
    );
  } else if (isSessionEnded(product.error)) {
    return <SessionEnded task={PRODUCTS_SESSION_TASK} />;
  } else if (product.isPending) {
    body = <Spinner label="Loading product" />;
  } else if (product.isError) {
    body = (
      <LoadError
        title="Product unavailable"
        what="this product"
        onRetry={() => void product.refetch()}
        isRetrying={product.isFetching}
      />
    );
  } else {
    body = (
      <>
        <ProductForm key={product.data.id} product={product.data} onSaved={onSaved} />
        <ProductVariants productId={product.data.id} productPrice={product.data.price} />
      </>
    );
  }

  const archived = !isNew && product.data?.archivedAt;
  return (
    <AdminPage
      title={isNew ? 'Add product' : (product.data?.name ?? 'Product')}
      titleExtra={archived && <Badge tone="neutral">Archived</Badge>}
      back={{ to: '/admin/products', label: 'All products' }}
    >
      {body}
    </AdminPage>
  );
}
