const { createBuildConfigs } = require('@healing/build-kit');

module.exports = createBuildConfigs({
  dir: __dirname,
  exposes: {
    './HomeSections': './src/expose/home-sections.tsx',
    './CollectionPage': './src/expose/collection-page.tsx',
    './ProductPage': './src/expose/product-page.tsx',
    './ReviewPage': './src/expose/review-page.tsx',
    './BooksPage': './src/expose/books-page.tsx',
    './AboutPage': './src/expose/about-page.tsx',
    './FavouritesPage': './src/expose/favourites-page.tsx',
    './CategoryPage': './src/expose/category-page.tsx',
    './SearchPage': './src/expose/search-page.tsx',
    './AdminProductsPage': './src/expose/admin-products-page.tsx',
    './AdminProductEditPage': './src/expose/admin-product-edit-page.tsx',
    './AdminReviewsPage': './src/expose/admin-reviews-page.tsx',
  },
});
