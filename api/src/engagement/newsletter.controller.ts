import { Body, Controller, Header, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type {
  NewsletterConfirmResponse,
  NewsletterResponse,
  UnsubscribeResponse,
} from '@healing/contracts';
import { NewsletterConfirmDto } from './dto/newsletter-confirm.dto';
import { NewsletterDto } from './dto/newsletter.dto';
import { OneClickUnsubscribeQuery, UnsubscribeDto } from './dto/unsubscribe.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('engagement')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /**
   * 202 and the same body for every address: the sign-up counts once the address confirms it
   * (double opt-in), and the answer tells nobody whether it was on the list.
   */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  subscribe(@Body() body: NewsletterDto): Promise<NewsletterResponse> {
    return this.newsletter.subscribe(body.email);
  }

  /**
   * The shop's confirmation page, after its button: `{ token }` from the e-mail's link. 404 for
   * a token no sign-up has, 410 for an expired one. There is no GET: link scanners fetch URLs,
   * and fetching must never confirm.
   */
  @Post('confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  confirm(@Body() body: NewsletterConfirmDto): Promise<NewsletterConfirmResponse> {
    return this.newsletter.confirm(body.token);
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
