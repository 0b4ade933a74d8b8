import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { Actor, type AdminActor } from '../../owners/admin-actor';
import { OwnerGuard } from '../../owners/owner.guard';
import {
  AdminMessagesQuery,
  DEFAULT_ADMIN_PAGE_SIZE,
  MarkHandledDto,
} from '../dto/admin-page.query';
import type { AdminMessageDto, AdminMessagesPageDto } from '@healing/contracts/admin';
import { AdminMessagesService } from './admin-messages.service';

/** The contact form's messages, for the owner. */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/messages')
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminMessagesQuery): Promise<AdminMessagesPageDto> {
    return this.messages.page(
      query.status ?? 'unhandled',
      query.page ?? 1,
      query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE,
    );
  }

  @Post(':id/handled')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  markHandled(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MarkHandledDto,
  ): Promise<AdminMessageDto> {
    return this.messages.markHandled(actor, id, body.handled);
  }
}
