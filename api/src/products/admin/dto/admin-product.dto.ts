import { FollowsRule, NormaliseText } from '../../../common/follows-rule';
import type { CollectionSlug } from '../../../contracts';
import { productSchema } from '../../../rules';
import type { ProductKind } from '../../product-kinds';
import type { AdminProductRequest } from '../admin-product-contracts';

const rules = productSchema.shape;

/**
 * The whole editable product, as the form sends it (create and edit alike). Every field follows
 * the shared rules (api/src/rules/product-rules.ts) the back office's product form uses.
 */
export class AdminProductBody implements AdminProductRequest {
  @NormaliseText()
  @FollowsRule(rules.name)
  name!: string;

  @NormaliseText()
  @FollowsRule(rules.description)
  description!: string;

  @NormaliseText()
  @FollowsRule(rules.price)
  price!: string;

  @FollowsRule(rules.kind)
  kind!: ProductKind;

  @FollowsRule(rules.collection)
  collection!: CollectionSlug;

  @FollowsRule(rules.inStock)
  inStock!: boolean;
}
