import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { enqueueMail } from '../mail/outbox';
import { AuditLog, type AuditActor } from './audit-log.service';
import { TooManySignInAttemptsError } from './owner-errors';
import { signInAlertMail } from './sign-in-alert-mail';
import { signInCounterKeys, SignInLimiter, type SignInCounterKeys } from './sign-in-limiter';
import { shouldAlert, withFailure } from './sign-in-policy';

const ANONYMOUS: AuditActor = { kind: 'anonymous' };

/** The owner the username names, when it names one. */
export interface NamedOwner {
  id: number;
  username: string;
}

/** One admitted sign-in attempt, between its admission and its outcome. */
export interface SignInAttempt {
  keys: SignInCounterKeys;
  owner: NamedOwner | null;
  address: string;
  failuresFromAddress: number;
}

/**
 * What happens around the password check of an owner sign-in: the limits (sign-in-policy.ts),
 * the audit log's line for every failure and refusal, and the owner's mail after a burst of
 * failures. The audit log names the username only when it is an owner's: whatever else was
 * typed into the username field (a password, by mistake) is not written anywhere.
 */
@Injectable()
export class SignInAttempts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: SignInLimiter,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** Admits the attempt, or records the refusal and throws TooManySignInAttemptsError. */
  async begin(username: string, address: string, owner: NamedOwner | null): Promise<SignInAttempt> {
    const keys = signInCounterKeys(username, address);
    const admission = await this.limiter.admit(keys, this.clock.now());
    if (admission.admitted) {
      return { keys, owner, address, failuresFromAddress: admission.failuresFromAddress };
    }
    const waitSeconds = Math.max(Math.ceil(admission.waitMs / 1000), 1);
    await this.audit.record({
      actor: ANONYMOUS,
      action: 'owner.sign_in_refused',
      ...ownerTarget(owner),
      details: {
        username: owner?.username ?? null,
        address,
        mustWait: admission.limit,
        waitSeconds,
      },
    });
    throw new TooManySignInAttemptsError(waitSeconds);
  }

  /** The password was wrong: the audit log's line, the burst, and the owner's mail once per burst. */
  async failed(attempt: SignInAttempt): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      // Bursts are counted for any username, owner's or not, so the answer takes as long
      // either way; only an owner is mailed.
      const burst = withFailure(
        await this.limiter.burstFor(manager, attempt.keys),
        now,
        this.config.signIn.burstQuietMs,
      );
      const owner = attempt.owner;
      const ownerAlerted =
        owner !== null && shouldAlert(burst, this.config.signIn.alertAfterFailures);
      if (owner && ownerAlerted) {
        burst.alertedAt = now;
        for (const to of this.config.ownerEmails) {
          await enqueueMail(
            manager,
            signInAlertMail({
              to,
              username: owner.username,
              burst,
              latestAddress: attempt.address,
              shopOrigin: this.config.publicOrigin,
              burstQuietMs: this.config.signIn.burstQuietMs,
            }),
          );
        }
      }
      await this.limiter.saveBurst(manager, attempt.keys, burst);
      await this.audit.record(
        {
          actor: ANONYMOUS,
          action: 'owner.sign_in_failed',
          ...ownerTarget(attempt.owner),
          details: {
            username: attempt.owner?.username ?? null,
            address: attempt.address,
            failuresFromAddress: attempt.failuresFromAddress,
            failuresInBurst: burst.failures,
            ownerAlerted,
          },
        },
        manager,
      );
      await this.limiter.forgetOld(manager, now);
    });
  }

  /** The password was right: the attempt no longer counts against its address. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.limiter.succeeded(attempt.keys);
  }
}

function ownerTarget(owner: NamedOwner | null): { target?: { type: string; id: number } } {
  return owner ? { target: { type: 'owner', id: owner.id } } : {};
}
