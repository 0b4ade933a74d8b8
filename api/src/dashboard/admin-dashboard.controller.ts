import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AdminDashboardDto, AdminWaitingDto } from '@healing/contracts/admin';
import { OwnerGuard } from '../owners/owner.guard';
import { DashboardService } from './dashboard.service';

/**
 * The back office's home and its navigation's counts (an owner session, or the automation
 * token: OwnerGuard); left out of the public API description, as the other back-office
 * endpoints are. Both only read, and take no parameters.
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** The figures: sales per period and per day, best sellers, low stock. */
  @Get('dashboard')
  @Header('Cache-Control', 'no-store')
  figures(): Promise<AdminDashboardDto> {
    return this.dashboard.figures();
  }

  /** What waits for the owner: new orders, messages, stories and reviews. */
  @Get('waiting')
  @Header('Cache-Control', 'no-store')
  waiting(): Promise<AdminWaitingDto> {
    return this.dashboard.waiting();
  }
}
