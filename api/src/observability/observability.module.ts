import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './metrics';

/** The API's metrics, one registry per app; app.factory.ts counts requests into it. */
@Global()
@Module({ providers: [ApiMetrics], exports: [ApiMetrics] })
export class ObservabilityModule {}
