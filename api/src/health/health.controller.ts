import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '@healing/contracts';
import { HealthService, type LivenessResponse } from './health.service';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Readiness: 200 when this replica should get requests; 503 (same body shape) when it cannot
   * reach its database or has been told to stop (it still serves during the drain delay).
   */
  @Get()
  async show(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const health = await this.health.check();
    if (health.status !== 'ok') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    // Probes must see the current state, never a cached one.
    void reply.header('Cache-Control', 'no-store');
    return health;
  }

  /** Liveness: 200 for as long as the process answers at all, draining or not. */
  @Get('live')
  live(@Res({ passthrough: true }) reply: FastifyReply): LivenessResponse {
    void reply.header('Cache-Control', 'no-store');
    return this.health.live();
  }
}
