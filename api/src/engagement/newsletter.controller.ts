import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { NewsletterResponse } from '../contracts';
import { NewsletterDto } from './dto/newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('engagement')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** 201 for a new subscription, 200 for an address already on the list (still a success). */
  @Post()
  async subscribe(
    @Body() body: NewsletterDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NewsletterResponse> {
    const result = await this.newsletter.subscribe(body.email);
    void reply.status(result.alreadySubscribed ? 200 : 201);
    return result;
  }
}
