import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { Readiness } from './readiness';

/**
 * Readiness (database reachable and not stopping) and liveness for load balancers,
 * orchestrators and the start scripts. `Readiness` is turned off on a stop signal by main.ts
 * (lifecycle/app-shutdown.ts).
 */
@Module({
  controllers: [HealthController],
  providers: [HealthService, Readiness],
  exports: [Readiness],
})
export class HealthModule {}
