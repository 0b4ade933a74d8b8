import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost } from '../content/blog-post.entity';
import { Product } from '../products/product.entity';
import { ArtworkController } from './artwork.controller';
import { ArtworkService } from './artwork.service';
import { SocialCardStore } from './social-card-store';
import { SocialCardsController } from './social-cards.controller';
import { SocialCardsService } from './social-cards.service';

/**
 * Product, blog and design-template pictures, drawn as SVG by code (no binary files), and the
 * PNG cards shown when a page is shared, composed from them and kept once rendered.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Product, BlogPost])],
  controllers: [ArtworkController, SocialCardsController],
  providers: [ArtworkService, SocialCardStore, SocialCardsService],
})
export class ArtworkModule {}
