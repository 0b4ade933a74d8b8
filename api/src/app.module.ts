import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ArtworkModule } from './artwork/artwork.module';
import { CartModule } from './cart/cart.module';
import { WriteLimitStorage } from './common/write-limit-storage';
import { WriteThrottlerGuard } from './common/write-throttler.guard';
import { CommunityModule } from './community/community.module';
import { ContentModule } from './content/content.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { DataVersionModule } from './data-version/data-version.module';
import { DiscountsModule } from './discounts/discounts.module';
import { EngagementModule } from './engagement/engagement.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MailPreviewsModule } from './mail-previews/mail-previews.module';
import { ObservabilityModule } from './observability/observability.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ProofsModule } from './proofs/proofs.module';
import { OwnersModule } from './owners/owners.module';
import { ProductsModule } from './products/products.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SearchModule } from './search/search.module';
import { UploadsModule } from './uploads/uploads.module';

@Module({})
export class AppModule {
  static forRoot(databaseUrl: string): DynamicModule {
    const config = loadConfig();
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        ObservabilityModule,
        DatabaseModule.forRoot(databaseUrl),
        // Counted in PostgreSQL, so the limit holds across every replica (write-limit-storage.ts).
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => ({
            throttlers: [{ ttl: 60_000, limit: config.writeRateLimitPerMinute }],
            storage: new WriteLimitStorage(dataSource),
          }),
        }),
        ProductsModule,
        SearchModule,
        ContentModule,
        ArtworkModule,
        CartModule,
        OrdersModule,
        PaymentsModule,
        ProofsModule,
        DiscountsModule,
        DashboardModule,
        OwnersModule,
        CommunityModule,
        ReviewsModule,
        EngagementModule,
        MailPreviewsModule,
        UploadsModule,
        MailModule,
        HealthModule,
        DataVersionModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: WriteThrottlerGuard }],
    };
  }
}
