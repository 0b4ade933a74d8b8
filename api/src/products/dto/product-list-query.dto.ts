import { productListQuerySchema } from '@healing/contracts';
import { createSchemaDto } from '../../common/schema-dto';

/** `?category=&sort=`: an empty value (`?sort=`) is read as none. */
export class ProductListQueryDto extends createSchemaDto(productListQuerySchema, {
  prepare: (input) =>
    Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, value === '' ? undefined : value]),
    ),
}) {}
