import { RemoteRoot } from '@healing/platform';
import { CategoryPage } from '../pages/category-page';

export default function CategoryPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <CategoryPage />
    </RemoteRoot>
  );
}
