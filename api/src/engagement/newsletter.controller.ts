import { Body, Controller, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { NewsletterResponse, UnsubscribeResponse } from '@healing/contracts';
import { NewsletterDto } from './dto/newsletter.dto';
import { OneClickUnsubscribeQuery, UnsubscribeDto } from './dto/unsubscribe.dto';
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

  /** The shop's unsubscribe page, after its button: `{ token }` from the e-mail's link. */
  @Post('unsubscribe')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  unsubscribe(@Body() body: UnsubscribeDto): Promise<UnsubscribeResponse> {
    return this.newsletter.unsubscribe(body.token);
  }

  /**
   * RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` (a form body, no
   * Origin: the exception in common/request-hardening.ts) to the URL of List-Unsubscribe. The
   * token in the URL is the credential; the body is not needed to act on it. There is no GET:
   * link scanners fetch URLs, and fetching must never unsubscribe.
   */
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiExcludeEndpoint()
  oneClick(@Query() query: OneClickUnsubscribeQuery): Promise<UnsubscribeResponse> {
    return this.newsletter.unsubscribe(query.token);
  }
}
