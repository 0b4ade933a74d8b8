import { RemoteRoot } from '@healing/platform';
import { ProductPage } from '../pages/product-page';

export default function ProductPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <ProductPage />
    </RemoteRoot>
  );
}
