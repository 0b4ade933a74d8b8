import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AdminMailPreviewDto, AdminMailTemplatesDto } from '@healing/contracts/admin';
import { OwnerGuard } from '../owners/owner.guard';
import { MailPreviewParams } from './dto/mail-preview.params';
import { MailPreviewsService } from './mail-previews.service';

/**
 * The back office's e-mail previews (an owner session, or the automation token: OwnerGuard).
 * Kept out of the public OpenAPI document, as every `/api/admin` route is; the shapes are the
 * contracts' (`@healing/contracts/admin`: emails.ts).
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/emails')
export class AdminMailPreviewsController {
  constructor(private readonly previews: MailPreviewsService) {}

  /** Every template: its name, when it is sent, to whom, and its subject. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(): AdminMailTemplatesDto {
    return this.previews.list();
  }

  /** One template rendered with sample data: its HTML document and its plain text. */
  @Get(':template')
  @Header('Cache-Control', 'no-store')
  preview(@Param() params: MailPreviewParams): AdminMailPreviewDto {
    return this.previews.preview(params.template);
  }
}
