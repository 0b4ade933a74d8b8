import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminHealingMomentsController } from './admin-healing-moments.controller';
import { AdminTokenGuard } from './admin-token.guard';
import { HealingMoment } from './healing-moment.entity';
import { HealingMomentsController } from './healing-moments.controller';
import { HealingMomentsService } from './healing-moments.service';
import { ModerationService } from './moderation.service';
import { MomentLikesController } from './moment-likes.controller';
import { MomentLikesService } from './moment-likes.service';

/** Healing moments: the public list, submissions, likes per session, and the owner's moderation. */
@Module({
  imports: [TypeOrmModule.forFeature([HealingMoment])],
  controllers: [HealingMomentsController, MomentLikesController, AdminHealingMomentsController],
  providers: [HealingMomentsService, MomentLikesService, ModerationService, AdminTokenGuard],
})
export class CommunityModule {}
