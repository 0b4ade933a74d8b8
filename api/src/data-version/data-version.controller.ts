import type { DataVersionResponse } from '@healing/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';

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
  @ApiOperation({
    summary: "The public data's version",
    description:
      'Changes when a transaction commits a write to products, variants, images, reviews, healing moments, likes or blog posts; polled by the shell servers to know when the pages they keep are out of date. Never cached.',
  })
  @ApiOkResponse({
    description: 'The current version, as text',
    schema: {
      type: 'object',
      required: ['version'],
      properties: { version: { type: 'string', example: '42' } },
    },
  })
  async show(@Res({ passthrough: true }) reply: FastifyReply): Promise<DataVersionResponse> {
    const rows = await this.dataSource.query<{ version: string }[]>(
      'SELECT version::text AS version FROM data_version WHERE id = 1',
    );
    // Always the current one: a cached answer would keep an old area in the shell's cache.
    void reply.header('Cache-Control', 'no-store');
    return { version: rows[0]?.version ?? '0' };
  }
}
