import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { MAX_ADMIN_PAGE_SIZE } from '@healing/contracts/admin';

export { DEFAULT_ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '@healing/contracts/admin';
const MAX_PAGE = 100_000;

/** The pager's query-string numbers, for a schema DTO's `prepareFields({ wholeNumbers })`. */
export const ADMIN_PAGE_NUMBERS = ['page', 'pageSize'] as const;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_ADMIN_PAGE_SIZE}`;

/** Digits only become numbers: "1e3", "0x10" and " 5" stay text and are refused. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/**
 * `?page=&pageSize=` of the back-office lists still checked by class-validator (the admin product
 * list); the others are made from @healing/contracts' adminPageQuerySchema.
 */
export class AdminPageQuery {
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
  @Max(MAX_ADMIN_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
