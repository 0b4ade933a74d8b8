import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/domain-errors';
import type { AdminActor } from '../../owners/admin-actor';
import { AuditLog } from '../../owners/audit-log.service';
import type {
  AdminSubscriberDto,
  AdminSubscribersPageDto,
  SubscriberCountsDto,
  SubscriberStatus,
} from '@healing/contracts/admin';
import { csvRow } from './subscribers-csv';

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';
/** Rows per query of the CSV export: a long list is read in pieces, never all at once. */
export const CSV_BATCH_SIZE = 500;

interface SubscriberRow {
  id: number;
  email: string;
  subscribed_at: Date;
  confirmed_at: Date | null;
}

const IS_CONFIRMED: Record<SubscriberStatus, string> = {
  confirmed: 'confirmed_at IS NOT NULL',
  pending: 'confirmed_at IS NULL',
};

/** `%`, `_` and `\` in a search are letters, not LIKE's wildcards. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The newsletter's addresses in the back office: confirmed subscribers and sign-ups waiting for
 * their confirmation, apart; search, export (confirmed only: the list the newsletter goes to),
 * unsubscribe.
 */
@Injectable()
export class AdminSubscribersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The addresses of one status, newest first (confirmed: by when they confirmed); `search`
   * matches any part of the (lower-cased) address.
   */
  async page(
    status: SubscriberStatus,
    search: string,
    page: number,
    pageSize: number,
  ): Promise<AdminSubscribersPageDto> {
    const pattern = search === '' ? null : likePattern(search);
    const where = `${IS_CONFIRMED[status]} AND ($1::text IS NULL OR email LIKE $1 ESCAPE '\\')`;
    const [rows, [count], counts] = await Promise.all([
      this.dataSource.query<SubscriberRow[]>(
        `SELECT id, email, subscribed_at, confirmed_at FROM newsletters WHERE ${where}
          ORDER BY coalesce(confirmed_at, subscribed_at) DESC, id DESC LIMIT $2 OFFSET $3`,
        [pattern, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM newsletters WHERE ${where}`,
        [pattern],
      ),
      this.counts(),
    ]);
    return { subscribers: rows.map(toDto), status, page, pageSize, total: count.total, counts };
  }

  /** Only confirmed addresses are subscribers; pending ones are counted apart. */
  async counts(): Promise<SubscriberCountsDto> {
    const [row] = await this.dataSource.query<SubscriberCountsDto[]>(
      `SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed,
              count(*) FILTER (WHERE confirmed_at IS NULL)::int AS pending
         FROM newsletters`,
    );
    return row;
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
   * The confirmed subscribers as CSV lines (header first), oldest first: the list a newsletter
   * may be sent to, so no address that has not confirmed is in it. Read CSV_BATCH_SIZE rows per
   * query by id, so a large list is never in memory at once and no transaction stays open.
   */
  async *csvLines(): AsyncGenerator<string> {
    yield csvRow(['email', 'subscribed_at', 'confirmed_at']);
    let afterId = 0;
    for (;;) {
      const rows = await this.dataSource.query<SubscriberRow[]>(
        `SELECT id, email, subscribed_at, confirmed_at FROM newsletters
          WHERE id > $1 AND confirmed_at IS NOT NULL ORDER BY id LIMIT $2`,
        [afterId, CSV_BATCH_SIZE],
      );
      if (rows.length > 0) {
        yield rows
          .map((row) =>
            csvRow([
              row.email,
              row.subscribed_at.toISOString(),
              row.confirmed_at?.toISOString() ?? '',
            ]),
          )
          .join('');
        afterId = rows[rows.length - 1].id;
      }
      if (rows.length < CSV_BATCH_SIZE) return;
    }
  }
}

function toDto(row: SubscriberRow): AdminSubscriberDto {
  return {
    id: row.id,
    email: row.email,
    status: row.confirmed_at ? 'confirmed' : 'pending',
    subscribedAt: row.subscribed_at.toISOString(),
    confirmedAt: row.confirmed_at ? row.confirmed_at.toISOString() : null,
  };
}
