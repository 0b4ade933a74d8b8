import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdempotencyKey } from '../common/idempotency-key';
import type { ContactResponse } from '@healing/contracts';
import { ContactService } from './contact.service';
import { ContactDto } from './dto/contact.dto';

@ApiTags('engagement')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** A message sent again with the same Idempotency-Key is stored and acknowledged once. */
  @Post()
  send(
    @Body() body: ContactDto,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<ContactResponse> {
    return this.contact.send(body, idempotencyKey);
  }
}
