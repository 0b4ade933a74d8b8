import 'reflect-metadata';
import multipart from '@fastify/multipart';
import { LogController } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { Logger as PinoLogger } from 'pino';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { ApiErrorFilter } from './common/api-error.filter';
import {
  answerNodesOwnRefusals,
  clientErrorHandler,
  frameworkErrors,
  refuseRequestsWithoutHost,
} from './common/early-errors';
import { keepRawBody } from './common/raw-body';
import { hardenRequests } from './common/request-hardening';
import { helmetHeaders, useSecurityHeaders } from './common/security-headers';
import { SchemaValidationPipe } from './common/schema-validation.pipe';
import { refuseForeignWrites, shopOrigins } from './common/write-origin';
import { loadConfig } from './config/app-config';
import { drainOnClose } from './lifecycle/drain';
import { createLogger, PinoNestLogger, requestIdOf, requestLogger } from './observability/logging';
import { ApiMetrics } from './observability/metrics';
import { STRIPE_WEBHOOK_PATH, WEBHOOK_BODY_LIMIT_BYTES } from './payments/payments.controller';
import { UPLOAD_LIMIT_BYTES } from './uploads/upload-limits';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export { UPLOAD_LIMIT_BYTES };

/** helmet's options for every answer of the API, errors included. */
const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  // The API answers JSON and images; the shell sets the page's own CSP.
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"] },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Builds the whole API (used by main.ts, the tests and the benchmarks alike). `logger`: the pino
 * logger everything writes to (observability/logging.ts), made from LOG_LEVEL when not given;
 * `false` keeps the app silent.
 */
export async function createApp(
  databaseUrl: string,
  options: { logger?: false | PinoLogger } = {},
): Promise<NestFastifyApplication> {
  const config = loadConfig();
  const logger =
    options.logger === false
      ? createLogger('silent')
      : (options.logger ?? createLogger(config.logLevel));
  const securityHeaders = helmetHeaders(SECURITY_HEADER_OPTIONS);
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the configured proxies (TRUSTED_PROXIES, this
    // machine by default: the shell's /api proxy). Believing it from anyone would let one
    // client escape the write rate limit by making up a new address per request.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // While closing, requests already on their way are answered, not refused (lifecycle/drain.ts).
    return503OnClosing: false,
    // A request must arrive whole within 2 minutes (a 10 MB upload on a slow line fits),
    // so slow senders cannot hold connections open for ever.
    requestTimeout: 120_000,
    // JSON lines with the edge's request id; request lines are written by ApiMetrics' hook
    // (route pattern, never the URL: a cart's URL holds its session id).
    loggerInstance: logger,
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: requestIdOf,
    childLoggerFactory: requestLogger,
    // What Fastify and Node refuse before any hook runs, in the shop's format with the security
    // headers (common/early-errors.ts); a missing Host is refused by a hook instead of by Node.
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    http: { requireHostHeader: false },
    // Nest registers @fastify/middie for Nest middleware, and its hook runs on every request;
    // the shop has none (its per-request work is in Fastify hooks, registered below).
    skipMiddie: true,
  });
  answerNodesOwnRefusals(adapter.getInstance().server, securityHeaders);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(databaseUrl),
    adapter,
    {
      logger: options.logger === false ? false : new PinoNestLogger(logger),
      bufferLogs: false,
      // Nest's parsers would add application/x-www-form-urlencoded, which an HTML form on any
      // site can post; Fastify's own JSON parser (same limit, same checks) is all the API takes.
      bodyParser: false,
    },
  );
  app.get(ApiMetrics).instrument(adapter.getInstance(), { logRequests: config.logRequests });
  hardenRequests(adapter.getInstance());
  drainOnClose(adapter.getInstance(), options.logger === false ? false : new Logger('Shutdown'));
  app.setGlobalPrefix('api');
  // Every body and query DTO is made from a contract's schema (common/schema-dto.ts). Path
  // parameters reach their own pipes (ParseIdPipe, ParseUploadIdPipe) as the raw string.
  app.useGlobalPipes(new SchemaValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  useSecurityHeaders(adapter.getInstance(), securityHeaders);
  // After the security headers, so a refusal carries them too.
  refuseRequestsWithoutHost(adapter.getInstance());
  refuseForeignWrites(adapter.getInstance(), shopOrigins(config));
  // The provider signs the bytes it sent: the webhook keeps them (payments/payments.controller.ts).
  keepRawBody(adapter.getInstance(), STRIPE_WEBHOOK_PATH, WEBHOOK_BODY_LIMIT_BYTES);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Healing Shop API')
      .setDescription('Catalogue, cart, checkout, stories, newsletter, contact and uploads.')
      .setVersion('1.0')
      .build(),
  );
  // The description itself, as JSON, at /api/docs (and /api/docs/openapi.json); no bundled UI.
  SwaggerModule.setup('api/docs', app, document, {
    swaggerUiEnabled: false,
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/api/docs', (_request, reply) => reply.send(document));

  // No enableShutdownHooks(): main.ts stops the app on signals, in order (lifecycle/shutdown.ts).
  return app;
}
