import 'reflect-metadata';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { ApiErrorFilter } from './common/api-error.filter';
import { createValidationPipe } from './common/validation';
import { loadConfig } from './config/app-config';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Builds the whole API (used by main.ts, the tests and the benchmarks alike). */
export async function createApp(
  databaseUrl: string,
  options: { logger?: false | Logger } = {},
): Promise<NestFastifyApplication> {
  const config = loadConfig();
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: true,
    logger: config.logRequests,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(databaseUrl),
    adapter,
    { logger: options.logger === false ? false : ['error', 'warn', 'log'], bufferLogs: false },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiErrorFilter());
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  await app.register(helmet, {
    // The API answers JSON and images; the shell sets the page's own CSP.
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
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

  app.enableShutdownHooks();
  return app;
}
