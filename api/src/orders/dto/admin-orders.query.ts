import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '../../contracts';

export const DEFAULT_ORDER_PAGE_SIZE = 20;
export const MAX_ORDER_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_ORDER_PAGE_SIZE}`;
const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

/** Digits only become numbers: "1e3", "0x10" and " 5" stay text and are refused. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/** Blank (`?status=`) counts as not given. */
const blankIsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `?status=&q=&page=&pageSize=` of the back office's order list. */
export class AdminOrdersQuery {
  @Transform(blankIsAbsent)
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: STATUS_MESSAGE })
  status?: OrderStatus;

  /** An order number (`12` or `#12`), part of an e-mail address, or a name. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  )
  @IsOptional()
  @MaxLength(200, { message: 'The search can be at most 200 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

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
  @Max(MAX_ORDER_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
