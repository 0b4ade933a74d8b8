import { Readable } from 'node:stream';
import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Query,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { Actor, type AdminActor } from '../../owners/admin-actor';
import { OwnerGuard } from '../../owners/owner.guard';
import { AdminSubscribersQuery, DEFAULT_ADMIN_PAGE_SIZE } from '../dto/admin-page.query';
import type { AdminSubscribersPageDto } from '@healing/contracts/admin';
import { AdminSubscribersService } from './admin-subscribers.service';
import { csvFileName } from './subscribers-csv';

/** The newsletter's subscribers (and sign-ups waiting for their confirmation), for the owner. */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin')
export class AdminSubscribersController {
  constructor(private readonly subscribers: AdminSubscribersService) {}

  @Get('subscribers')
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminSubscribersQuery): Promise<AdminSubscribersPageDto> {
    return this.subscribers.page(
      query.status ?? 'confirmed',
      query.q ?? '',
      query.page ?? 1,
      query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE,
    );
  }

  /** A plain link downloads it: the owner's cookie goes along. Streamed, batch by batch. */
  @Get('subscribers.csv')
  @Header('Cache-Control', 'no-store')
  async exportCsv(@Actor() actor: AdminActor): Promise<StreamableFile> {
    await this.subscribers.recordExport(actor);
    return new StreamableFile(Readable.from(this.subscribers.csvLines()), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${csvFileName(new Date())}"`,
    });
  }

  @Delete('subscribers/:id')
  @HttpCode(204)
  unsubscribe(@Actor() actor: AdminActor, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.subscribers.unsubscribe(actor, id);
  }
}
