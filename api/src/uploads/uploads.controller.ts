import { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_ROUTE } from '../common/request-hardening';
import { SESSION_HEADER } from '../common/session-id';
import { SESSION_ID_PATTERN, type UploadResponse } from '@healing/contracts';
import { clientNetwork } from '../common/client-network';
import { readFilePart } from './multipart-file';
import { ParseUploadIdPipe } from './parse-upload-id.pipe';
import { UPLOAD_LIMIT_BYTES } from './upload-limits';
import { UploadQuotaExceededError, type UploadOwner } from './upload-quota';
import { UploadReadsBusyError } from './upload-read-gate';
import { UploadReadsLimitedError } from './upload-read-limit';
import { RangeNotSatisfiableError, UploadReader } from './upload-reader';
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
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Accept-Ranges', 'bytes');
}

/** One value of a request header (a repeated one is joined, as RFC 9110 allows for lists). */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The headers a refusal of a read carries: when to come back, or what the size is. */
function setRefusalHeaders(reply: FastifyReply, error: unknown): void {
  if (error instanceof UploadReadsBusyError || error instanceof UploadReadsLimitedError) {
    void reply.header('Retry-After', String(error.retryAfterSeconds));
  }
  if (error instanceof RangeNotSatisfiableError) {
    void reply.header('Content-Range', `bytes */${error.sizeBytes}`);
  }
}

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly reader: UploadReader,
  ) {}

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
   * may keep the image for good; the edge keeps it too (shell/edge: its upload cache). Headers
   * are set only once the upload is found, so a 404 stays JSON and is not cached. The bytes are
   * streamed in slices (upload-reader.ts); one `Range` is answered with a 206.
   */
  @Get(':id')
  async show(
    @Param('id', ParseUploadIdPipe) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    let answer;
    try {
      answer = await this.reader.read({
        id,
        // request.ip believes X-Forwarded-For only from TRUSTED_PROXIES.
        clientAddress: clientNetwork(request.ip),
        withBody: request.method !== 'HEAD',
        ifMatch: headerOf(request, 'if-match'),
        ifNoneMatch: headerOf(request, 'if-none-match'),
        range: headerOf(request, 'range'),
        ifRange: headerOf(request, 'if-range'),
      });
    } catch (error) {
      setRefusalHeaders(reply, error);
      throw error;
    }
    setImageHeaders(reply, answer.etag);
    if (answer.status === 304) {
      void reply.status(304);
      return undefined;
    }
    void reply.status(answer.status);
    if (answer.status === 206) {
      const last = answer.start + answer.length - 1;
      void reply.header('Content-Range', `bytes ${answer.start}-${last}/${answer.sizeBytes}`);
    }
    // HEAD: nothing was read; Nest sends the headers alone.
    return new StreamableFile(answer.body ?? Readable.from([]), {
      type: answer.mimeType,
      disposition: 'inline',
      length: answer.length,
    });
  }
}
