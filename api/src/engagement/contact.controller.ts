import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ContactResponse } from '../contracts';
import { ContactService } from './contact.service';
import { ContactDto } from './dto/contact.dto';

@ApiTags('engagement')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  send(@Body() body: ContactDto): Promise<ContactResponse> {
    return this.contact.send(body);
  }
}
