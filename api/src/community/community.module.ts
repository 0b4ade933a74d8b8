import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminHealingMomentsController } from './admin-healing-moments.controller';
import { OwnersModule } from '../owners/owners.module';
import { AdminModerationService } from './admin-moderation.service';
import { HealingMoment } from './healing-moment.entity';
import { HealingMomentsController } from './healing-moments.controller';
import { HealingMomentsService } from './healing-moments.service';
import { ModerationService } from './moderation.service';
import { MomentLikesController } from './moment-likes.controller';
import { MomentLikesService } from './moment-likes.service';

/** Healing moments: the public list, submissions, likes per session, and the owner's moderation. */
@Module({
  imports: [TypeOrmModule.forFeature([HealingMoment]), OwnersModule],
  controllers: [HealingMomentsController, MomentLikesController, AdminHealingMomentsController],
  providers: [HealingMomentsService, MomentLikesService, ModerationService, AdminModerationService],
})
export class CommunityModule {}
