import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';

/** What GET /api/data-version answers. */
export interface DataVersionResponse {
  /** Changes whenever data a shared page shows has changed (see the DataVersion migration). */
  version: string;
}

/**
 * The public data's version, polled about once a second by each shell server to know when the
 * areas it keeps rendered are out of date: one row read by primary key.
 */
@ApiTags('health')
@SkipThrottle()
@Controller('data-version')
export class DataVersionController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async show(@Res({ passthrough: true }) reply: FastifyReply): Promise<DataVersionResponse> {
    const rows = await this.dataSource.query<{ version: string }[]>(
      'SELECT version::text AS version FROM data_version WHERE id = 1',
    );
    // Always the current one: a cached answer would keep an old area in the shell's cache.
    void reply.header('Cache-Control', 'no-store');
    return { version: rows[0]?.version ?? '0' };
  }
}
