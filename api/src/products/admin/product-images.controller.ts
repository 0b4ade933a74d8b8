import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../../common/etag';
import { ParseUploadIdPipe } from '../../uploads/parse-upload-id.pipe';
import { ProductImagesService } from './product-images.service';

function setImageHeaders(reply: FastifyReply, etag: string): void {
  void reply
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * Product images the owner uploaded. An id names one image for good (a new image gets a new
 * id and the product a new URL), so browsers and the edge may keep it; archived products'
 * images stay served, for the orders that show them.
 */
@ApiTags('images')
@Controller('products/images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Get(':imageId')
  async show(
    @Param('imageId', ParseUploadIdPipe) imageId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const etag = `"${imageId}"`;
    if (isNotModified(request.headers['if-none-match'], etag)) {
      if (await this.images.exists(imageId)) {
        setImageHeaders(reply, etag);
        void reply.status(304);
        return undefined;
      }
    }
    const image = await this.images.read(imageId);
    setImageHeaders(reply, etag);
    return new StreamableFile(image.content, {
      type: image.mimeType,
      disposition: 'inline',
      length: image.sizeBytes,
    });
  }
}
