import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SessionId } from '../common/session-id';
import type { LikedMomentsResponse, LikeResponse } from '@healing/contracts';
import { MomentLikesService } from './moment-likes.service';

@ApiTags('community')
@ApiHeader({ name: 'X-Session-Id', required: true })
@Controller('healing-moments')
export class MomentLikesController {
  constructor(private readonly likes: MomentLikesService) {}

  @Get('likes')
  likedBy(@SessionId() sessionId: string): Promise<LikedMomentsResponse> {
    return this.likes.likedBy(sessionId);
  }

  @Post(':id/like')
  @HttpCode(200)
  like(
    @Param('id', ParseIdPipe) id: number,
    @SessionId() sessionId: string,
  ): Promise<LikeResponse> {
    return this.likes.like(id, sessionId);
  }

  @Delete(':id/like')
  unlike(
    @Param('id', ParseIdPipe) id: number,
    @SessionId() sessionId: string,
  ): Promise<LikeResponse> {
    return this.likes.unlike(id, sessionId);
  }
}
