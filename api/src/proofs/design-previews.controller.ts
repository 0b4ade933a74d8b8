import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { designPreviewQuerySchema } from '@healing/contracts';
import { createSchemaDto } from '../common/schema-dto';
import { sendPng } from '../artwork/png-reply';
import { DesignPreviewsService } from './design-previews.service';

/** `?productType=&category=&templateId=&customText=&fontSize=&textColor=&uploadId=&imagePlacement=&v=` */
class DesignPreviewQueryDto extends createSchemaDto(designPreviewQuerySchema) {}

/** The address is the design: its picture never changes, so any cache may keep it for a year. */
const PREVIEW_CACHE = 'public, max-age=31536000, immutable';

@ApiTags('images')
@Controller('designs')
export class DesignPreviewsController {
  constructor(private readonly previews: DesignPreviewsService) {}

  @Get('preview.png')
  @ApiProduces('image/png')
  @ApiOperation({
    summary: 'A custom design as a picture',
    description:
      'The designed piece (backdrop, piece, template, uploaded image where the shopper placed it, and text) as the designer shows it, 240 px square: the cart, order pages and e-mails show it for custom lines. 400 for a query no design could have, 404 when the uploaded image is not stored, 503 with Retry-After when many pictures are being drawn.',
  })
  async preview(
    @Query() query: DesignPreviewQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.previews.preview(query), PREVIEW_CACHE);
  }
}
