import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Upload } from './upload.entity';
import { UploadCleanupService } from './upload-cleanup.service';
import { UploadQuota } from './upload-quota';
import { UploadReadLimit } from './upload-read-limit';
import { UploadReader } from './upload-reader';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/**
 * Visitors' design images: checked by content and header, stored in PostgreSQL within
 * per-visitor and per-address quotas, streamed back by id within a cap on the connections reads
 * hold and a limit per address, removed after a day when nothing refers to them (and with
 * their cart when it is abandoned: 30 days without activity).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [UploadsService, UploadQuota, UploadReader, UploadReadLimit, UploadCleanupService],
  exports: [UploadsService],
})
export class UploadsModule {}
