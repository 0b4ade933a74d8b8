import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Upload } from './upload.entity';
import { UploadCleanupService } from './upload-cleanup.service';
import { UploadQuota } from './upload-quota';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/**
 * Visitors' design images: checked by content, stored in PostgreSQL within per-visitor and
 * per-address quotas, served back by id, removed after a day when nothing refers to them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [UploadsService, UploadQuota, UploadCleanupService],
  exports: [UploadsService],
})
export class UploadsModule {}
