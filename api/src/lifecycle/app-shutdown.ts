import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Readiness } from '../health/readiness';
import type { ShutdownSteps } from './shutdown';

/**
 * The API's own shutdown steps, for main.ts (and the tests, which stop an app the same way).
 * `getApp` is asked at signal time: a signal may arrive before the app exists.
 */
export function appShutdownSteps(
  getApp: () => NestFastifyApplication | undefined,
): Omit<ShutdownSteps, 'stopDatabase'> {
  return {
    markUnready: () => getApp()?.get(Readiness).startDraining(),
    stopHttp: async () => {
      await getApp()?.getHttpAdapter().getInstance().close();
    },
    closeApp: async () => {
      await getApp()?.close();
    },
  };
}
