import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '../contracts';
import { HealthService } from './health.service';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the API can reach its database, 503 (same body shape) when it cannot. */
  @Get()
  async show(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const health = await this.health.check();
    if (health.status !== 'ok') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    // Probes must see the current state, never a cached one.
    void reply.header('Cache-Control', 'no-store');
    return health;
  }
}
