import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ArtworkService } from './artwork.service';

/** Headers are set only once a picture is found, so a 404 stays JSON and is not cached. */
function sendSvg(reply: FastifyReply, svg: string): string {
  void reply.header('Content-Type', 'image/svg+xml; charset=utf-8');
  void reply.header('Cache-Control', 'public, max-age=86400');
  return svg;
}

@ApiTags('images')
@Controller('images')
export class ArtworkController {
  constructor(private readonly artwork: ArtworkService) {}

  @Get('products/:file')
  product(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): string {
    return sendSvg(reply, this.artwork.product(file));
  }

  @Get('kinds/:collection/:file')
  kind(
    @Param('collection') collection: string,
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): string {
    return sendSvg(reply, this.artwork.kind(collection, file));
  }

  @Get('blog/:file')
  blogPost(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): string {
    return sendSvg(reply, this.artwork.blogPost(file));
  }

  @Get('designs/:file')
  design(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): string {
    return sendSvg(reply, this.artwork.design(file));
  }
}
