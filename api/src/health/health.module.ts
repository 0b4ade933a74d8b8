import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** Liveness and database reachability for load balancers and the start scripts. */
@Module({
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
