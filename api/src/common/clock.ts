import { Injectable } from '@nestjs/common';

/**
 * The time, as the code that keeps time-based rules reads it (the owner sign-in limits), so a
 * test can move it forward instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
