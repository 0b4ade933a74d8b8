import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../common/etag';
import { SocialCardsService, type PngImage } from './social-cards.service';

/**
 * Headers are set only once a card is found, so a 404 stays JSON and is not cached. A client
 * that already holds this card (If-None-Match) gets an empty 304.
 */
function sendPng(request: FastifyRequest, reply: FastifyReply, card: PngImage): Buffer | undefined {
  void reply.header('Cache-Control', 'public, max-age=86400');
  void reply.header('ETag', card.etag);
  if (isNotModified(request.headers['if-none-match'], card.etag)) {
    void reply.status(304);
    return undefined;
  }
  void reply.header('Content-Type', 'image/png');
  return card.png;
}

@ApiTags('images')
@Controller('images/social')
export class SocialCardsController {
  constructor(private readonly cards: SocialCardsService) {}

  @Get('site.png')
  async site(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.cards.site());
  }

  @Get('products/:file')
  async product(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.cards.product(file));
  }

  @Get('blog/:file')
  async blogPost(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.cards.blogPost(file));
  }
}
