import { Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../common/etag';
import { MULTIPART_ROUTE } from '../common/request-hardening';
import { SESSION_HEADER } from '../common/session-id';
import { SESSION_ID_PATTERN, type UploadResponse } from '@healing/contracts';
import { clientNetwork } from '../common/client-network';
import { readFilePart } from './multipart-file';
import { ParseUploadIdPipe } from './parse-upload-id.pipe';
import { UPLOAD_LIMIT_BYTES } from './upload-limits';
import { UploadQuotaExceededError, type UploadOwner } from './upload-quota';
import { UploadsService } from './uploads.service';

/** The session is optional here: kept when it is a valid one, ignored otherwise. */
function uploadOwner(request: FastifyRequest): UploadOwner {
  const header = request.headers[SESSION_HEADER];
  const sessionId = typeof header === 'string' && SESSION_ID_PATTERN.test(header) ? header : null;
  // request.ip believes X-Forwarded-For only from TRUSTED_PROXIES.
  return { sessionId, clientAddress: clientNetwork(request.ip) };
}

function setImageHeaders(reply: FastifyReply, etag: string): void {
  void reply
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'public, max-age=31536000, immutable');
}

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @RouteConfig(MULTIPART_ROUTE)
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadResponse> {
    const owner = uploadOwner(request);
    try {
      // Before the body is read: a client with no room left does not get to send 10 MB first.
      await this.uploads.assertRoomFor(owner);
      const file = await readFilePart(request, UPLOAD_LIMIT_BYTES);
      return await this.uploads.store(file, owner);
    } catch (error) {
      if (error instanceof UploadQuotaExceededError) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }

  /**
   * Ids are never reused and an upload never changes, so the id is a strong ETag and browsers
   * may keep the image for good. Headers are set only once the upload is found, so a 404 stays
   * JSON and is not cached.
   */
  @Get(':id')
  async show(
    @Param('id', ParseUploadIdPipe) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const etag = `"${id}"`;
    if (isNotModified(request.headers['if-none-match'], etag)) {
      await this.uploads.assertServable(id);
      setImageHeaders(reply, etag);
      void reply.status(304);
      return undefined;
    }
    const image = await this.uploads.read(id);
    setImageHeaders(reply, etag);
    return new StreamableFile(image.content, {
      type: image.mimeType,
      disposition: 'inline',
      length: image.sizeBytes,
    });
  }
}
