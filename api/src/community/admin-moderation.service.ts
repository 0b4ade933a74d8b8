import { Injectable } from '@nestjs/common';
import type { AdminHealingMomentDto } from '@healing/contracts/admin';
import type { AdminActor } from '../owners/admin-actor';
import { AuditLog } from '../owners/audit-log.service';
import { ModerationService } from './moderation.service';

/** A moderation decision taken in the back office, recorded in the audit log. */
@Injectable()
export class AdminModerationService {
  constructor(
    private readonly moderation: ModerationService,
    private readonly audit: AuditLog,
  ) {}

  async decide(
    actor: AdminActor,
    id: number,
    status: 'approved' | 'rejected',
  ): Promise<AdminHealingMomentDto> {
    const story = await this.moderation.decide(id, status);
    await this.audit.record({
      actor,
      action: status === 'approved' ? 'story.approved' : 'story.rejected',
      target: { type: 'story', id },
    });
    return story;
  }
}
