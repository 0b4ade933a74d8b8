import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminPageQuery } from '../../common/admin-page.query';
import { CleanText } from '../../common/clean-text';
import {
  MESSAGE_STATUSES,
  type MarkMessageHandledRequest,
  type MessageStatus,
} from '@healing/contracts/admin';

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

export { DEFAULT_ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/admin-page.query';
