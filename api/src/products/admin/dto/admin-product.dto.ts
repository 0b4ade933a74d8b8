import { IsBoolean, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { COLLECTIONS, type CollectionSlug } from '../../../contracts';
import { CleanText } from '../../../common/clean-text';
import { PRODUCT_KINDS, type ProductKind } from '../../product-kinds';
import type { AdminProductRequest } from '../admin-product-contracts';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const PRICE_MESSAGE = 'Price must be an amount from 0.01 to 99999.99, like 24.99';

/** "1", "1.5", "1.50"; more than 0 and at most 99999.99 (numeric(10,2) holds far more). */
const PRICE = /^(?!0+(\.0{1,2})?$)\d{1,5}(\.\d{1,2})?$/;

/** The whole editable product, as the form sends it (create and edit alike). */
export class AdminProductBody implements AdminProductRequest {
  @CleanText()
  @IsString({ message: 'Name must be text' })
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  @MaxLength(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  name!: string;

  @CleanText()
  @IsString({ message: 'Description must be text' })
  @MinLength(10, { message: 'Description must be at least 10 characters' })
  @MaxLength(DESCRIPTION_MAX, {
    message: `Description must be at most ${DESCRIPTION_MAX} characters`,
  })
  description!: string;

  @CleanText()
  @IsString({ message: PRICE_MESSAGE })
  @Matches(PRICE, { message: PRICE_MESSAGE })
  price!: string;

  @IsIn(PRODUCT_KINDS, { message: `Category must be one of: ${PRODUCT_KINDS.join(', ')}` })
  kind!: ProductKind;

  @IsIn(COLLECTIONS, { message: `Collection must be one of: ${COLLECTIONS.join(', ')}` })
  collection!: CollectionSlug;

  @IsBoolean({ message: 'In stock must be true or false' })
  inStock!: boolean;
}
