import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { NotFoundError } from '../../common/domain-errors';
import type { AdminActor } from '../../owners/admin-actor';
import { AuditLog } from '../../owners/audit-log.service';
import { ContactMessage } from '../contact-message.entity';
import type {
  AdminMessageDto,
  AdminMessagesPageDto,
  MessageCountsDto,
  MessageStatus,
} from '@healing/contracts/admin';

export const MESSAGE_NOT_FOUND = 'Message not found';

/** The contact form's messages in the back office: read them, mark them handled or not. */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first. */
  async page(status: MessageStatus, page: number, pageSize: number): Promise<AdminMessagesPageDto> {
    const [[messages, total], counts] = await Promise.all([
      this.dataSource.getRepository(ContactMessage).findAndCount({
        where: { handledAt: status === 'handled' ? Not(IsNull()) : IsNull() },
        order: { submittedAt: 'DESC', id: 'DESC' },
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      this.counts(),
    ]);
    return { messages: messages.map(toDto), status, page, pageSize, total, counts };
  }

  async counts(): Promise<MessageCountsDto> {
    const [row] = await this.dataSource.query<MessageCountsDto[]>(
      `SELECT count(*) FILTER (WHERE handled_at IS NULL)::int AS unhandled,
              count(*) FILTER (WHERE handled_at IS NOT NULL)::int AS handled
         FROM contacts`,
    );
    return row;
  }

  /** Marking a handled message handled again keeps when it was first handled. */
  markHandled(actor: AdminActor, id: number, handled: boolean): Promise<AdminMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContactMessage);
      const result = await repository
        .createQueryBuilder()
        .update()
        .set({ handledAt: () => (handled ? 'coalesce(handled_at, now())' : 'NULL') })
        .where('id = :id', { id })
        .execute();
      if (!result.affected) throw new NotFoundError(MESSAGE_NOT_FOUND, 'id');
      await this.audit.record(
        {
          actor,
          action: handled ? 'message.handled' : 'message.unhandled',
          target: { type: 'message', id },
        },
        manager,
      );
      return toDto(await repository.findOneByOrFail({ id }));
    });
  }
}

function toDto(message: ContactMessage): AdminMessageDto {
  return {
    id: message.id,
    name: `${message.firstName} ${message.lastName}`.trim(),
    email: message.email,
    subject: message.subject ?? null,
    message: message.message,
    receivedAt: message.submittedAt.toISOString(),
    handledAt: message.handledAt ? message.handledAt.toISOString() : null,
  };
}
