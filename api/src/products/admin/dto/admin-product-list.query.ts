import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CleanText } from '../../../common/clean-text';
import type { AdminProductListQuery } from '../admin-product-contracts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** Digits only become numbers: "1e3", "0x10" and " 5" stay text and are refused. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

const flag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value;

/** `?q=&archived=&page=&pageSize=`; on-sale products, page 1 of 20, when absent. */
export class AdminProductListQueryDto implements AdminProductListQuery {
  @IsOptional()
  @CleanText()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @IsOptional()
  @Transform(flag)
  @IsBoolean({ message: 'archived must be true or false' })
  archived?: boolean;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(MAX_PAGE, { message: PAGE_MESSAGE })
  page?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
