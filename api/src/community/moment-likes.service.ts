import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../common/domain-errors';
import type { LikedMomentsResponse, LikeResponse } from '@healing/contracts';
import { queryRows } from './query-rows';

const STORY_NOT_FOUND = 'Story not found';

/**
 * Likes are rows (one per session per story, kept unique by the database); like_count moves
 * in the same transaction, and only when a row really came or went, so it always equals the
 * number of rows, however many requests race.
 */
@Injectable()
export class MomentLikesService {
  constructor(private readonly dataSource: DataSource) {}

  like(momentId: number, sessionId: string): Promise<LikeResponse> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await queryRows(
        manager,
        `INSERT INTO moment_likes (moment_id, session_id)
         SELECT id, $2 FROM healing_moments WHERE id = $1 AND moderation_status = 'approved'
         ON CONFLICT (moment_id, session_id) DO NOTHING
         RETURNING id`,
        [momentId, sessionId],
      );
      const likeCount = inserted.length
        ? await this.changeCount(manager, momentId, +1)
        : await this.publishedCount(manager, momentId);
      return { likeCount, liked: true };
    });
  }

  unlike(momentId: number, sessionId: string): Promise<LikeResponse> {
    return this.dataSource.transaction(async (manager) => {
      const deleted = await queryRows(
        manager,
        `DELETE FROM moment_likes l USING healing_moments h
         WHERE l.moment_id = $1 AND l.session_id = $2
           AND h.id = l.moment_id AND h.moderation_status = 'approved'
         RETURNING l.id`,
        [momentId, sessionId],
      );
      const likeCount = deleted.length
        ? await this.changeCount(manager, momentId, -1)
        : await this.publishedCount(manager, momentId);
      return { likeCount, liked: false };
    });
  }

  /** Published stories only: a like on a story since withdrawn is not shown. */
  async likedBy(sessionId: string): Promise<LikedMomentsResponse> {
    const rows: { momentId: number }[] = await this.dataSource.query(
      `SELECT l.moment_id AS "momentId" FROM moment_likes l
       JOIN healing_moments h ON h.id = l.moment_id AND h.moderation_status = 'approved'
       WHERE l.session_id = $1
       ORDER BY l.moment_id`,
      [sessionId],
    );
    return { likedIds: rows.map((row) => row.momentId) };
  }

  private async changeCount(manager: EntityManager, momentId: number, delta: 1 | -1) {
    const rows = await queryRows<{ like_count: number }>(
      manager,
      'UPDATE healing_moments SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count',
      [momentId, delta],
    );
    return this.countOf(rows);
  }

  private async publishedCount(manager: EntityManager, momentId: number) {
    const rows = await queryRows<{ like_count: number }>(
      manager,
      `SELECT like_count FROM healing_moments WHERE id = $1 AND moderation_status = 'approved'`,
      [momentId],
    );
    return this.countOf(rows);
  }

  private countOf(rows: { like_count: number }[]): number {
    if (rows.length === 0) throw new NotFoundError(STORY_NOT_FOUND, 'id');
    return rows[0].like_count;
  }
}
