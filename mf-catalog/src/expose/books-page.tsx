import { RemoteRoot } from '@healing/platform';
import { BooksPage } from '../pages/books-page';

export default function BooksPageExpose() {
  return (
    <RemoteRoot remote="catalog" release={__RELEASE__}>
      <BooksPage />
    </RemoteRoot>
  );
}
