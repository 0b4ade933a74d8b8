import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AdminPageQuery,
  DEFAULT_ADMIN_PAGE_SIZE,
  MAX_ADMIN_PAGE_SIZE,
} from '../../common/admin-page.query';
import { ORDER_STATUSES, type OrderStatus } from '@healing/contracts';

export const DEFAULT_ORDER_PAGE_SIZE = DEFAULT_ADMIN_PAGE_SIZE;
export const MAX_ORDER_PAGE_SIZE = MAX_ADMIN_PAGE_SIZE;
const STATUS_MESSAGE = `status must be one of: ${ORDER_STATUSES.join(', ')}`;

/** Blank (`?status=`) counts as not given. */
const blankIsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `?status=&q=&page=&pageSize=` of the back office's order list. */
export class AdminOrdersQuery extends AdminPageQuery {
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
}
