import { Module } from '@nestjs/common';
import { ArtworkController } from './artwork.controller';
import { ArtworkService } from './artwork.service';

/** Product, blog and design-template pictures, drawn as SVG by code (no binary files). */
@Module({
  controllers: [ArtworkController],
  providers: [ArtworkService],
})
export class ArtworkModule {}
