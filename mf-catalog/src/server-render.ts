// What the catalog renders on the server: the shell asks for these areas' HTML when it renders a
// page, so a visitor sees the first screen before any script has run (see build-kit's
// ssr/render-remote.tsx). Each must render from public data alone: never the visitor's own.
import AboutPage from './expose/about-page';
import BooksPage from './expose/books-page';
import CategoryPage from './expose/category-page';
import CollectionPage from './expose/collection-page';
import FavouritesPage from './expose/favourites-page';
import HomeSections from './expose/home-sections';
import ProductPage from './expose/product-page';
import SearchPage from './expose/search-page';

export const serverRendered = {
  './HomeSections': HomeSections,
  './CollectionPage': CollectionPage,
  './ProductPage': ProductPage,
  './BooksPage': BooksPage,
  './AboutPage': AboutPage,
  // Only its frame and the no-JavaScript card: the favourites themselves are on the device.
  './FavouritesPage': FavouritesPage,
  './CategoryPage': CategoryPage,
  './SearchPage': SearchPage,
};
