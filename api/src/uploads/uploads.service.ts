import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UploadResponse } from '@healing/contracts';
import { toDisplayName } from './display-name';
import { receiveImage, type IncomingStream } from './image-receiver';
import { importLegacyFiles } from './legacy-files';
import { Upload } from './upload.entity';
import { UPLOAD_LIMIT_BYTES } from './upload-limits';
import { UploadQuota, type UploadOwner } from './upload-quota';

export interface IncomingFile {
  stream: IncomingStream;
  fileName?: string;
}

/** Most rows named in one start-up warning; the rest are counted. */
const MAX_NAMED_IN_WARNING = 20;

/**
 * Stores visitors' images in PostgreSQL, within their quotas, so every replica serves every
 * upload (upload-reader.ts reads them back). At start it imports the files of uploads stored before
 * (legacy-files.ts); after that nothing reads or writes the uploads folder.
 */
@Injectable()
export class UploadsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UploadsService.name);
  private readonly legacyDirectory: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly quota: UploadQuota,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.legacyDirectory = path.join(config.dataDir, 'uploads');
  }

  /** Before serving, so an upload from before the move is not a 404 while it could be served. */
  async onApplicationBootstrap(): Promise<void> {
    const { imported, notImported } = await importLegacyFiles(
      this.dataSource,
      this.legacyDirectory,
    );
    if (imported > 0) {
      this.logger.log(`Imported ${imported} upload(s) from ${this.legacyDirectory}`);
    }
    if (notImported.length > 0) {
      const named = notImported.slice(0, MAX_NAMED_IN_WARNING).join('; ');
      const more = notImported.length - MAX_NAMED_IN_WARNING;
      this.logger.warn(
        `${notImported.length} upload(s) could not be imported from ${this.legacyDirectory} and answer 404: ${named}${more > 0 ? `; and ${more} more` : ''}`,
      );
    }
  }

  /** Before the body is read: 429 at once for a visitor or address with no room left. */
  assertRoomFor(owner: UploadOwner): Promise<void> {
    return this.quota.assertRoomFor(owner);
  }

  /**
   * Reads the file straight away: awaiting other I/O first could miss its stream's end. The
   * bytes are held in memory until accepted, then stored by one INSERT; a refused, aborted or
   * over-quota upload stores nothing.
   */
  async store(incoming: IncomingFile, owner: UploadOwner): Promise<UploadResponse> {
    const { type, sizeBytes, content } = await receiveImage(incoming.stream, UPLOAD_LIMIT_BYTES);
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(Upload, {
        id,
        originalName: toDisplayName(incoming.fileName, type.extension),
        mimeType: type.mimeType,
        sizeBytes,
        content,
        storageKey: null,
        sessionId: owner.sessionId,
        clientAddress: owner.clientAddress,
      });
      await this.quota.assertWithinAfterInsert(manager, owner);
    });
    return { id, url: `/api/uploads/${id}`, mimeType: type.mimeType, sizeBytes };
  }
}
