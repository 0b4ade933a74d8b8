import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock';
import { AdminAuditController } from './admin-audit.controller';
import { AdminSession } from './admin-session.entity';
import { AdminSessionController } from './admin-session.controller';
import { AdminSessionsService } from './admin-sessions.service';
import { AuditEntry } from './audit-entry.entity';
import { AuditLog } from './audit-log.service';
import { Owner } from './owner.entity';
import { OwnerGuard } from './owner.guard';
import { SignInAttempts } from './sign-in-attempts.service';
import { SignInLimiter } from './sign-in-limiter';

/**
 * The shop's owners in the back office: sign-in sessions, the guard every /api/admin/*
 * endpoint uses, and the audit log. Owners are added and removed with `npm run owner`
 * (owner-cli.ts), not through the API.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Owner, AdminSession, AuditEntry])],
  controllers: [AdminSessionController, AdminAuditController],
  providers: [AdminSessionsService, SignInAttempts, SignInLimiter, AuditLog, OwnerGuard, Clock],
  exports: [OwnerGuard, AdminSessionsService, AuditLog],
})
export class OwnersModule {}
