import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost } from './blog-post.entity';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';

/** The blog: read-only posts, loaded by the seed. */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPost])],
  controllers: [BlogController],
  providers: [BlogService],
})
export class ContentModule {}
