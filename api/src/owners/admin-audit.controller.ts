import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AuditLog } from './audit-log.service';
import { AuditPageQuery } from './dto/audit-page.query';
import type { AuditPageDto } from '@healing/contracts/admin';
import { OwnerGuard } from './owner.guard';

const DEFAULT_PAGE_SIZE = 50;

/** The back office's audit log, newest first. */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AuditPageQuery): Promise<AuditPageDto> {
    return this.audit.page(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
  }
}
