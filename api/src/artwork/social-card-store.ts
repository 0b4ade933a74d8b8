import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { etagOf } from '../common/etag';

import type { PngImage } from './png-reply';

export type { PngImage };

/** Advisory locks of the social cards, apart from every other lock the shop takes. */
const CARD_LOCK_SPACE = 0x50c1a1;
/**
 * How long a render may wait for another process rendering the same card, and take itself
 * (the 2 s every other statement gets is for shoppers' reads; a card waits longer, once).
 */
const RENDER_STATEMENT_TIMEOUT_MS = 15_000;

interface CardRow {
  png: Buffer;
  etag: string;
}

/**
 * The social cards kept in PostgreSQL (table social_cards), shared by every API replica: a card
 * is rendered once per version of its subject for the whole shop, and read afterwards.
 */
@Injectable()
export class SocialCardStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The subject's card of this version, if it was rendered. */
  find(subject: string, version: string): Promise<PngImage | undefined> {
    return this.read(this.dataSource.manager, subject, version);
  }

  /**
   * The card of this version, rendered by `render` unless another request (in this process or
   * another replica) rendered it first: the subject is locked while it is rendered, and whoever
   * waited on the lock reads the kept card instead of rendering it again. It replaces the
   * subject's older version.
   */
  renderOnce(subject: string, version: string, render: () => Promise<Buffer>): Promise<PngImage> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = ${RENDER_STATEMENT_TIMEOUT_MS}`);
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        CARD_LOCK_SPACE,
        subject,
      ]);
      const kept = await this.read(manager, subject, version);
      if (kept) return kept;
      const png = await render();
      const card = { png, etag: etagOf(png) };
      await manager.query(
        `INSERT INTO social_cards (subject, version, png, etag) VALUES ($1, $2, $3, $4)
         ON CONFLICT (subject) DO UPDATE
           SET version = EXCLUDED.version, png = EXCLUDED.png, etag = EXCLUDED.etag,
               rendered_at = now()`,
        [subject, version, card.png, card.etag],
      );
      return card;
    });
  }

  private async read(
    manager: EntityManager,
    subject: string,
    version: string,
  ): Promise<PngImage | undefined> {
    const rows: CardRow[] = await manager.query(
      'SELECT png, etag FROM social_cards WHERE subject = $1 AND version = $2',
      [subject, version],
    );
    const row = rows[0];
    return row ? { png: row.png, etag: row.etag } : undefined;
  }
}
