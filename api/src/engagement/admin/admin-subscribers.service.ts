import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/domain-errors';
import type { AdminActor } from '../../owners/admin-actor';
import { AuditLog } from '../../owners/audit-log.service';
import type { AdminSubscriberDto, AdminSubscribersPageDto } from '@healing/contracts/admin';
import { csvRow } from './subscribers-csv';

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';
/** Rows per query of the CSV export: a long list is read in pieces, never all at once. */
export const CSV_BATCH_SIZE = 500;

interface SubscriberRow {
  id: number;
  email: string;
  subscribed_at: Date;
}

/** `%`, `_` and `\` in a search are letters, not LIKE's wildcards. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The newsletter's subscribers in the back office: search, export, unsubscribe. */
@Injectable()
export class AdminSubscribersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first; `search` matches any part of the (lower-cased) address. */
  async page(search: string, page: number, pageSize: number): Promise<AdminSubscribersPageDto> {
    const pattern = search === '' ? null : likePattern(search);
    const where = `($1::text IS NULL OR email LIKE $1 ESCAPE '\\')`;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<SubscriberRow[]>(
        `SELECT id, email, subscribed_at FROM newsletters WHERE ${where}
          ORDER BY subscribed_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [pattern, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM newsletters WHERE ${where}`,
        [pattern],
      ),
    ]);
    return { subscribers: rows.map(toDto), page, pageSize, total: count.total };
  }

  /** Removes the subscription: no more newsletter mail, and its unsubscribe token is spent. */
  async unsubscribe(actor: AdminActor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ email: string }[], number]>(
        'DELETE FROM newsletters WHERE id = $1 RETURNING email',
        [id],
      );
      const [removed] = rows;
      if (!removed) throw new NotFoundError(SUBSCRIBER_NOT_FOUND, 'id');
      await this.audit.record(
        {
          actor,
          action: 'subscriber.unsubscribed',
          target: { type: 'subscriber', id },
          details: { email: removed.email },
        },
        manager,
      );
    });
  }

  /** Recorded before the file is sent: handing out the whole list is worth a line. */
  async recordExport(actor: AdminActor): Promise<void> {
    await this.audit.record({ actor, action: 'subscribers.exported' });
  }

  /**
   * The whole list as CSV lines (header first), oldest first, read CSV_BATCH_SIZE rows per
   * query by id, so a large list is never in memory at once and no transaction stays open.
   */
  async *csvLines(): AsyncGenerator<string> {
    yield csvRow(['email', 'subscribed_at']);
    let afterId = 0;
    for (;;) {
      const rows = await this.dataSource.query<SubscriberRow[]>(
        `SELECT id, email, subscribed_at FROM newsletters WHERE id > $1 ORDER BY id LIMIT $2`,
        [afterId, CSV_BATCH_SIZE],
      );
      if (rows.length > 0) {
        yield rows.map((row) => csvRow([row.email, row.subscribed_at.toISOString()])).join('');
        afterId = rows[rows.length - 1].id;
      }
      if (rows.length < CSV_BATCH_SIZE) return;
    }
  }
}

function toDto(row: SubscriberRow): AdminSubscriberDto {
  return { id: row.id, email: row.email, subscribedAt: row.subscribed_at.toISOString() };
}
