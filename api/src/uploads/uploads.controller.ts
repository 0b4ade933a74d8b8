import { Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_ROUTE } from '../common/request-hardening';
import { SESSION_HEADER, SESSION_ID_PATTERN } from '../common/session-id';
import type { UploadResponse } from '../contracts';
import { readFilePart } from './multipart-file';
import { ParseUploadIdPipe } from './parse-upload-id.pipe';
import { UPLOAD_LIMIT_BYTES } from './upload-limits';
import { UploadsService } from './uploads.service';

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @RouteConfig(MULTIPART_ROUTE)
  async create(@Req() request: FastifyRequest): Promise<UploadResponse> {
    const file = await readFilePart(request, UPLOAD_LIMIT_BYTES);
    const header = request.headers[SESSION_HEADER];
    // The session is optional here: kept when it is a valid one, ignored otherwise.
    const sessionId = typeof header === 'string' && SESSION_ID_PATTERN.test(header) ? header : null;
    return this.uploads.store(file, sessionId);
  }

  @Get(':id')
  async show(
    @Param('id', ParseUploadIdPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const image = await this.uploads.open(id);
    // Ids are never reused and files never change, so browsers may keep them for good.
    void reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(image.stream, {
      type: image.mimeType,
      disposition: 'inline',
      length: image.sizeBytes,
    });
  }
}
