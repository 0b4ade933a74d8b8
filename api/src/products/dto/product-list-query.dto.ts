import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type ProductCategory,
  type ProductListQuery,
  type ProductSort,
} from '@healing/contracts';

/** The collection pages send 'all' for their default chip; it and an empty value mean "no filter". */
function omitWhenUnfiltered({ value }: { value: unknown }): unknown {
  return value === 'all' || value === '' ? undefined : value;
}

function omitWhenEmpty({ value }: { value: unknown }): unknown {
  return value === '' ? undefined : value;
}

export class ProductListQueryDto implements ProductListQuery {
  @ApiPropertyOptional({ enum: ['all', ...PRODUCT_CATEGORIES], default: 'all' })
  @Transform(omitWhenUnfiltered)
  @IsOptional()
  @IsIn(PRODUCT_CATEGORIES, {
    message: `Unknown category: choose all, ${PRODUCT_CATEGORIES.join(', ')}.`,
  })
  category?: ProductCategory;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'name' })
  @Transform(omitWhenEmpty)
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `Unknown sort: choose ${PRODUCT_SORTS.join(', ')}.` })
  sort?: ProductSort;
}
