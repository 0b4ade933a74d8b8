// What the catalog renders on the server: the shell asks for these areas' HTML when it renders a
// page, so a visitor sees the first screen before any script has run (see build-kit's
// ssr/render-remote.tsx). Each must render from public data alone: never the visitor's own.
// Beside each module, the data its first screen reads, from the same query options its
// components use: the renderer loads it first and renders the module once (server-render.spec
// holds each module to one pass, so a page that starts reading more fails there, not in
// production's timings).
import { COLLECTIONS } from '@healing/platform';
import type { ServerRenderedModules } from '@healing/build-kit/render-remote';
import AboutPage from './expose/about-page';
import BooksPage from './expose/books-page';
import CategoryPage from './expose/category-page';
import CollectionPage from './expose/collection-page';
import FavouritesPage from './expose/favourites-page';
import HomeSections from './expose/home-sections';
import ProductPage from './expose/product-page';
import SearchPage from './expose/search-page';
import { parseCollectionParams } from './features/collection/hooks/use-collection-params';
import { productQueryOptions, parseProductId } from './features/products/api/get-product';
import { allProductsQueryOptions } from './features/products/api/get-products';
import { homeTileProductsQueryOptions } from './pages/home-category-tiles';
import { relatedProductsQueryOptions } from './features/products/api/get-related-products';
import { collectionProductsQueryOptions } from './features/products/api/get-collection-products';
import { kindProductsQueryOptions } from './features/products/api/get-kind-products';
import { kindBySlug } from './features/products/product-kinds';
import { productReviewsQueryOptions } from './features/reviews/api/product-reviews';
import { searchQueryOptions } from './features/search/api/search-products';
import { parseSearchParams } from './features/search/hooks/use-search-params';

export const serverRendered = {
  './HomeSections': { component: HomeSections, data: () => [homeTileProductsQueryOptions()] },
  './CollectionPage': {
    component: CollectionPage,
    data: ({ props, search }) => {
      const collection = COLLECTIONS.find((slug) => slug === props.collection);
      if (!collection) return [];
      const { category, sort } = parseCollectionParams(search);
      return [collectionProductsQueryOptions({ collection, category, sort })];
    },
  },
  './ProductPage': {
    component: ProductPage,
    // The product, then what its page shows beside it (only a product that exists shows them).
    // An id that is no product's still has the page's query (for product 0): asked as before.
    data: async ({ params }, load) => {
      const id = parseProductId(params.id);
      const product = await load(productQueryOptions(id ?? 0));
      if (!product) return;
      await Promise.all([
        load(productReviewsQueryOptions(product.id)),
        load(relatedProductsQueryOptions(product.id)),
      ]);
    },
  },
  './BooksPage': { component: BooksPage, data: () => [allProductsQueryOptions()] },
  './AboutPage': { component: AboutPage, data: () => [] },
  // Only its frame and the no-JavaScript card: the favourites themselves are on the device (the
  // list of every product is asked for all the same, as the page's query is there unasked).
  './FavouritesPage': { component: FavouritesPage, data: () => [allProductsQueryOptions()] },
  './CategoryPage': {
    component: CategoryPage,
    data: ({ params, search }) => {
      const info = kindBySlug(params.slug);
      if (!info) return [];
      return [
        kindProductsQueryOptions({ kind: info.kind, sort: parseCollectionParams(search).sort }),
      ];
    },
  },
  './SearchPage': {
    component: SearchPage,
    data: ({ search }) => {
      const { q, category, sort } = parseSearchParams(search);
      return [searchQueryOptions({ q, category, sort })];
    },
  },
} satisfies ServerRenderedModules;
