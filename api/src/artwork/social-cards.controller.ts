import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPng } from './png-reply';
import { SocialCardsService } from './social-cards.service';

/** Cards change when what they show changes: a day in any cache. */
const CARD_CACHE = 'public, max-age=86400';

@ApiTags('images')
@Controller('images/social')
export class SocialCardsController {
  constructor(private readonly cards: SocialCardsService) {}

  @Get('site.png')
  async site(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.cards.site(), CARD_CACHE);
  }

  @Get('products/:file')
  async product(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.cards.product(file), CARD_CACHE);
  }

  @Get('blog/:file')
  async blogPost(
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPng(request, reply, await this.cards.blogPost(file), CARD_CACHE);
  }
}
