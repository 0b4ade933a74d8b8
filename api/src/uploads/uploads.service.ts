import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UploadResponse } from '../contracts';
import { NotFoundError } from '../common/domain-errors';
import { toDisplayName } from './display-name';
import { receiveImage, type IncomingStream } from './image-receiver';
import { Upload } from './upload.entity';

export interface IncomingFile {
  stream: IncomingStream;
  fileName?: string;
}

export interface StoredImage {
  mimeType: string;
  sizeBytes: number;
  stream: Readable;
}

/** Stores visitors' images under `{dataDir}/uploads` and serves them back by id. */
@Injectable()
export class UploadsService implements OnModuleInit {
  private readonly logger = new Logger(UploadsService.name);
  private readonly directory: string;

  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.directory = path.join(config.dataDir, 'uploads');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  /** Reads the file straight away: awaiting other I/O first could miss its stream's end. */
  async store(incoming: IncomingFile, sessionId: string | null): Promise<UploadResponse> {
    const id = randomUUID();
    // Written under a temporary name and renamed once accepted: a refused or aborted
    // upload leaves neither a file nor a row behind.
    const tempPath = path.join(this.directory, `${id}.part`);
    let finalPath: string | undefined;
    try {
      const { type, sizeBytes } = await receiveImage(incoming.stream, tempPath);
      const storageKey = `${id}.${type.extension}`;
      finalPath = path.join(this.directory, storageKey);
      await rename(tempPath, finalPath);
      await this.uploads.insert({
        id,
        originalName: toDisplayName(incoming.fileName, type.extension),
        mimeType: type.mimeType,
        sizeBytes,
        storageKey,
        sessionId,
      });
      return { id, url: `/api/uploads/${id}`, mimeType: type.mimeType, sizeBytes };
    } catch (error) {
      await rm(tempPath, { force: true });
      if (finalPath) await rm(finalPath, { force: true });
      throw error;
    }
  }

  async open(id: string): Promise<StoredImage> {
    const upload = await this.uploads.findOneBy({ id });
    if (!upload) throw new NotFoundError('No such upload.', 'id');
    try {
      // Opened before answering, so a missing file is a 404 rather than a broken stream.
      const handle = await open(path.join(this.directory, upload.storageKey), 'r');
      const { size } = await handle.stat();
      return { mimeType: upload.mimeType, sizeBytes: size, stream: handle.createReadStream() };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.logger.warn(`Upload ${id} has a row but no file (${upload.storageKey})`);
      throw new NotFoundError('No such upload.', 'id');
    }
  }
}
