import { Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { OwnersModule } from '../owners/owners.module';
import { ProductsModule } from '../products/products.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { DailyDigestService } from './daily-digest.service';
import { DashboardService } from './dashboard.service';

/**
 * The owner being told: the back office's home (figures), the counts of what waits on its
 * navigation, and the daily digest mail. The new-order mail is queued by the checkout.
 */
@Module({
  imports: [OwnersModule, ProductsModule],
  controllers: [AdminDashboardController],
  providers: [DashboardService, DailyDigestService, Clock],
})
export class DashboardModule {}
