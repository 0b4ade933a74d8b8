import { FollowsRule, NormaliseText } from '../../../common/follows-rule';
import type { CollectionSlug, ProductKind } from '@healing/contracts';
import { productSchema } from '@healing/contracts';
import type { AdminProductRequest } from '@healing/contracts/admin';

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
