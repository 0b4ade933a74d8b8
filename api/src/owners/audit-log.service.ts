import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { actorLabel, type AdminActor } from './admin-actor';
import { AuditEntry } from './audit-entry.entity';
import type { AuditDetails, AuditEntryDto, AuditPageDto } from '@healing/contracts/admin';

/** What the audit log records; nothing here may hold a password, token or session id. */
export type AuditAction =
  | 'owner.signed_in'
  | 'owner.sign_in_failed'
  | 'owner.sign_in_refused'
  | 'owner.signed_out'
  | 'owner.added'
  | 'owner.password_reset'
  | 'owner.removed'
  | 'story.approved'
  | 'story.rejected'
  | 'review.approved'
  | 'review.rejected'
  | 'order.payment_link_sent'
  | 'order.paid'
  | 'order.shipped'
  | 'order.delivered'
  | 'order.cancelled'
  | 'order.link_issued'
  | 'order.link_revoked'
  | 'order.refunded'
  | 'order.payment_flagged'
  | 'order.refund_confirmed'
  | 'order.refund_failed'
  | 'order.step_undone'
  | 'product.created'
  | 'product.updated'
  | 'product.archived'
  | 'product.restored'
  | 'product.image_replaced'
  | 'product.variants_updated'
  | 'product.stock_changed'
  | 'discount_code.created'
  | 'discount_code.updated'
  | 'discount_code.ended'
  | 'discount_code.archived'
  | 'discount_code.restored'
  | 'discount_code.deleted'
  | 'message.handled'
  | 'message.unhandled'
  | 'subscriber.unsubscribed'
  | 'subscribers.exported';

/** Who acted: someone in the back office, or (for a failed or refused sign-in) nobody known. */
export type AuditActor = AdminActor | { kind: 'anonymous' };

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string | number };
  details?: AuditDetails;
}

/** The back office's record of who did what. Entries are only ever added. */
@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Inside `manager`'s transaction when given, so the entry commits with the change itself. */
  async record(record: AuditRecord, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AuditEntry) : this.entries;
    await repository.insert({
      actorUserId: record.actor.kind === 'owner' ? record.actor.userId : null,
      actorLabel: record.actor.kind === 'anonymous' ? 'anonymous' : actorLabel(record.actor),
      action: record.action,
      targetType: record.target?.type ?? null,
      targetId: record.target ? String(record.target.id) : null,
      details: record.details ?? {},
    });
  }

  /** Newest first. */
  async page(page: number, pageSize: number): Promise<AuditPageDto> {
    const [entries, total] = await this.entries.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { entries: entries.map(toDto), page, pageSize, total };
  }
}

function toDto(entry: AuditEntry): AuditEntryDto {
  return {
    id: Number(entry.id),
    actor: entry.actorLabel,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  };
}
