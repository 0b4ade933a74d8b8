import { Injectable } from '@nestjs/common';
import { describeDiscount } from '@healing/contracts';
import type {
  AdminDiscountCodeDto,
  AdminDiscountCodeListDto,
  AdminDiscountCodeRequest,
  DiscountCodeState,
} from '@healing/contracts/admin';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { ConflictError, NotFoundError } from '../common/domain-errors';
import { formatCents, toCents } from '../common/money';
import type { AdminActor } from '../owners/admin-actor';
import { AuditLog, type AuditAction } from '../owners/audit-log.service';
import { availabilityIssue, type DiscountCodeRow } from './discount-codes';

export const DISCOUNT_CODE_NOT_FOUND = 'Discount code not found';
const UNIQUE_CODE = 'uq_discount_codes_code';

const COLUMNS = `id, code, kind, value, min_subtotal, starts_at, ends_at, usage_limit, times_used,
                 archived_at, created_at, updated_at`;

/** The request as stored: amounts as numeric text, dates as Date, none as null. */
function storedFields(body: AdminDiscountCodeRequest) {
  return [
    body.code,
    body.kind,
    body.kind === 'percentage' ? body.value : formatCents(toCents(body.value)),
    body.minSubtotal ? formatCents(toCents(body.minSubtotal)) : null,
    body.startsAt ? new Date(body.startsAt) : null,
    body.endsAt ? new Date(body.endsAt) : null,
    body.usageLimit ?? null,
  ];
}

/**
 * The owner's discount codes: every change in one transaction with its audit entry. A code that
 * has been used keeps its history: its orders keep the code and discount they were given, an edit
 * changes only later uses, its name cannot change and it cannot be deleted (end or archive it).
 */
@Injectable()
export class AdminDiscountCodesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Archived codes last; otherwise newest first. */
  async list(): Promise<AdminDiscountCodeListDto> {
    const rows = await this.dataSource.query<DiscountCodeRow[]>(
      `SELECT ${COLUMNS} FROM discount_codes
        ORDER BY archived_at IS NOT NULL, created_at DESC, id DESC`,
    );
    const now = new Date();
    return { codes: rows.map((row) => toDto(row, now)) };
  }

  async create(actor: AdminActor, body: AdminDiscountCodeRequest): Promise<AdminDiscountCodeDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [row] = await manager.query<DiscountCodeRow[]>(
          `INSERT INTO discount_codes
             (code, kind, value, min_subtotal, starts_at, ends_at, usage_limit)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           RETURNING ${COLUMNS}`,
          storedFields(body),
        );
        await this.record(manager, actor, 'discount_code.created', row);
        return toDto(row, new Date());
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_CODE)) throw alreadyExists(body.code);
      throw error;
    }
  }

  async update(
    actor: AdminActor,
    id: number,
    body: AdminDiscountCodeRequest,
  ): Promise<AdminDiscountCodeDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const before = await this.lockCode(manager, id);
        if (before.times_used > 0 && before.code !== body.code) {
          throw new ConflictError(
            `${before.code} has been used, so its name stays with its orders. End it and create ${body.code} as a new code.`,
            'code',
          );
        }
        if (body.usageLimit != null && body.usageLimit < before.times_used) {
          throw new ConflictError(
            `${before.code} has been used ${uses(before.times_used)} already: its usage limit can't be lower than that.`,
            'usageLimit',
          );
        }
        const [[row]] = await manager.query<[DiscountCodeRow[], number]>(
          `UPDATE discount_codes
              SET code = $2, kind = $3, value = $4, min_subtotal = $5, starts_at = $6,
                  ends_at = $7, usage_limit = $8, updated_at = now()
            WHERE id = $1
            RETURNING ${COLUMNS}`,
          [id, ...storedFields(body)],
        );
        await this.record(manager, actor, 'discount_code.updated', row);
        return toDto(row, new Date());
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_CODE)) throw alreadyExists(body.code);
      throw error;
    }
  }

  /**
   * Ends the code now: it gives nothing from this moment, and its history stays. A code that
   * had not started yet never will.
   */
  end(actor: AdminActor, id: number): Promise<AdminDiscountCodeDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockCode(manager, id);
      const [{ now }] = await manager.query<{ now: Date }[]>('SELECT now() AS now');
      if (before.ends_at && before.ends_at <= now) {
        throw new ConflictError(`${before.code} has already ended.`, 'id');
      }
      const [[row]] = await manager.query<[DiscountCodeRow[], number]>(
        `UPDATE discount_codes
            SET ends_at = now(),
                starts_at = CASE WHEN starts_at >= now() THEN NULL ELSE starts_at END,
                updated_at = now()
          WHERE id = $1
          RETURNING ${COLUMNS}`,
        [id],
      );
      await this.record(manager, actor, 'discount_code.ended', row);
      return toDto(row, now);
    });
  }

  /** Takes the code off the shop (no cart or checkout can use it) and the list's top. */
  archive(actor: AdminActor, id: number): Promise<AdminDiscountCodeDto> {
    return this.setArchived(actor, id, true);
  }

  restore(actor: AdminActor, id: number): Promise<AdminDiscountCodeDto> {
    return this.setArchived(actor, id, false);
  }

  /** Only a code never used: a used one keeps its history (end or archive it instead). */
  async remove(actor: AdminActor, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.lockCode(manager, id);
      const [used] = await manager.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM discount_code_redemptions WHERE discount_code_id = $1',
        [id],
      );
      const timesUsed = Math.max(before.times_used, used.n);
      if (timesUsed > 0) {
        throw new ConflictError(
          `${before.code} has been used ${uses(timesUsed)}, so it stays with its orders' history. End or archive it instead.`,
          'id',
        );
      }
      await manager.query('DELETE FROM discount_codes WHERE id = $1', [id]);
      await this.record(manager, actor, 'discount_code.deleted', before);
    });
  }

  private setArchived(
    actor: AdminActor,
    id: number,
    archived: boolean,
  ): Promise<AdminDiscountCodeDto> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockCode(manager, id);
      // Archiving again (or restoring a code on sale) changes nothing and records nothing.
      if (Boolean(before.archived_at) === archived) return toDto(before, new Date());
      const [[row]] = await manager.query<[DiscountCodeRow[], number]>(
        `UPDATE discount_codes
            SET archived_at = ${archived ? 'now()' : 'NULL'}, updated_at = now()
          WHERE id = $1
          RETURNING ${COLUMNS}`,
        [id],
      );
      await this.record(
        manager,
        actor,
        archived ? 'discount_code.archived' : 'discount_code.restored',
        row,
      );
      return toDto(row, new Date());
    });
  }

  private async lockCode(manager: EntityManager, id: number): Promise<DiscountCodeRow> {
    const [row] = await manager.query<DiscountCodeRow[]>(
      `SELECT ${COLUMNS} FROM discount_codes WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new NotFoundError(DISCOUNT_CODE_NOT_FOUND, 'id');
    return row;
  }

  private record(
    manager: EntityManager,
    actor: AdminActor,
    action: AuditAction,
    row: DiscountCodeRow,
  ): Promise<void> {
    return this.audit.record(
      {
        actor,
        action,
        target: { type: 'discount_code', id: row.id },
        details: {
          code: row.code,
          rule: describe(row),
          startsAt: row.starts_at?.toISOString() ?? null,
          endsAt: row.ends_at?.toISOString() ?? null,
          usageLimit: row.usage_limit,
          timesUsed: row.times_used,
        },
      },
      manager,
    );
  }
}

function uses(count: number): string {
  return count === 1 ? 'once' : `${count} times`;
}

function alreadyExists(code: string): ConflictError {
  return new ConflictError(`There is already a code ${code}. Please choose another.`, 'code');
}

/** "15" for a percentage, "5.00" for an amount. */
function presentValue(row: DiscountCodeRow): string {
  return row.kind === 'percentage' ? String(Number(row.value)) : row.value;
}

function describe(row: DiscountCodeRow): string {
  return describeDiscount({
    kind: row.kind,
    value: presentValue(row),
    minSubtotal: row.min_subtotal,
  });
}

function stateOf(row: DiscountCodeRow, now: Date): DiscountCodeState {
  if (row.archived_at) return 'archived';
  switch (availabilityIssue(row, now)) {
    case 'ended':
      return 'ended';
    case 'not-started':
      return 'scheduled';
    case 'used-up':
      return 'used-up';
    default:
      return 'active';
  }
}

function toDto(row: DiscountCodeRow, now: Date): AdminDiscountCodeDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: presentValue(row),
    minSubtotal: row.min_subtotal,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    state: stateOf(row, now),
    description: describe(row),
    archivedAt: row.archived_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
