import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CleanText } from '../../common/clean-text';
import {
  MESSAGE_STATUSES,
  type MarkMessageHandledRequest,
  type MessageStatus,
} from '../engagement-admin-contracts';

export const DEFAULT_ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${MAX_ADMIN_PAGE_SIZE}`;

/** Digits only become numbers: "1e3", "0x10" and " 5" stay text and are refused. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;

/** `?page=&pageSize=` of a back-office list. */
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

/** `GET /api/admin/messages?status=`: unhandled (the inbox) when absent. */
export class AdminMessagesQuery extends AdminPageQuery {
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, { message: `status must be one of: ${MESSAGE_STATUSES.join(', ')}` })
  status?: MessageStatus;
}

/** `GET /api/admin/subscribers?q=`: part of an e-mail address, any case. */
export class AdminSubscribersQuery extends AdminPageQuery {
  @IsOptional()
  @CleanText()
  @MaxLength(254, { message: 'q must be at most 254 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;
}

export class MarkHandledDto implements MarkMessageHandledRequest {
  @IsBoolean({ message: 'handled must be true or false' })
  handled!: boolean;
}
