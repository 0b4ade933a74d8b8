import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AdminPageQuery,
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE_SIZE,
} from '../../../common/admin-page.query';
import { CleanText } from '../../../common/clean-text';
import type { AdminProductListQuery } from '@healing/contracts/admin';

export const DEFAULT_PAGE_SIZE = DEFAULT_ADMIN_PAGE_SIZE;
export const MAX_PAGE_SIZE = MAX_ADMIN_PAGE_SIZE;

const flag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value;

/** `?q=&archived=&page=&pageSize=`; on-sale products, page 1 of 20, when absent. */
export class AdminProductListQueryDto extends AdminPageQuery implements AdminProductListQuery {
  @IsOptional()
  @CleanText()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @IsOptional()
  @Transform(flag)
  @IsBoolean({ message: 'archived must be true or false' })
  archived?: boolean;
}
