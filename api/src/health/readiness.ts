import { Injectable } from '@nestjs/common';

/**
 * Whether this replica wants new requests. It stops wanting them the moment a stop signal
 * arrives (lifecycle/shutdown.ts), and keeps serving whatever still reaches it during the
 * drain delay: /api/health answers 503 so the load balancer sends elsewhere before the port
 * closes.
 */
@Injectable()
export class Readiness {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }
}
