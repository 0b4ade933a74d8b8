import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import type { BlogPostDto, BlogPostSummaryDto } from '@healing/contracts';
import { BlogService } from './blog.service';

@ApiTags('content')
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  list(): Promise<BlogPostSummaryDto[]> {
    return this.blog.list();
  }

  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<BlogPostDto> {
    return this.blog.findOne(id);
  }
}
