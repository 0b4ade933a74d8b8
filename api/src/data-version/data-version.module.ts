import { Module } from '@nestjs/common';
import { DataVersionController } from './data-version.controller';

/** The public data's version, for the shell servers' caches of rendered areas. */
@Module({ controllers: [DataVersionController] })
export class DataVersionModule {}
