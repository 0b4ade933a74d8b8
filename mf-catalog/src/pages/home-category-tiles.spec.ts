import type { CollectionSlug } from '@healing/platform';
import { product } from '../test-support/catalog-fixtures';
import { HOME_PRODUCT_KINDS } from '../features/products/product-kinds';
import { categoryTiles, tileProducts } from './home-category-tiles';

const COLLECTIONS: CollectionSlug[] = ['inner-beauty', 'life-happens', 'love-is'];

/** A catalogue of three of every kind, one per collection, every other one out of stock. */
function catalogue() {
  let id = 0;
  return HOME_PRODUCT_KINDS.flatMap(({ kind }) =>
    COLLECTIONS.map((collection) => {
      id += 1;
      return product({ id, kind, collection, inStock: id % 2 === 0, name: `${kind} ${id}` });
    }),
  );
}

describe("the home tiles' products", () => {
  it('are only the products the tiles picture, one per kind', () => {
    const all = catalogue();
    const picked = tileProducts(all);
    expect(picked).toHaveLength(HOME_PRODUCT_KINDS.length);
    expect(picked.length).toBeLessThan(all.length);
    expect(new Set(picked.map((item) => item.kind)).size).toBe(HOME_PRODUCT_KINDS.length);
  });

  it('give the tiles the very pictures the whole catalogue gives them', () => {
    const all = catalogue();
    expect(categoryTiles(tileProducts(all))).toEqual(categoryTiles(all));
  });

  it('leave a kind with no product without a picture', () => {
    const all = catalogue().filter((item) => item.kind !== 'cap');
    const tiles = categoryTiles(tileProducts(all));
    expect(tiles.find((tile) => tile.kind === 'cap')?.product).toBeUndefined();
    expect(tiles.filter((tile) => tile.product)).toHaveLength(HOME_PRODUCT_KINDS.length - 1);
  });
});
