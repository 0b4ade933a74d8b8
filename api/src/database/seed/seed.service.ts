import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSeed } from './run-seed';

/** Loads the catalogue, blog posts and approved stories; safe to run on every start. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await runSeed(this.dataSource);
  }
}
